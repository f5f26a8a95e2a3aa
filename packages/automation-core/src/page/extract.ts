import type { Frame, Page } from 'playwright-core'
import { errorMessage } from '../errors'
import { labelsInPage } from './labels-in-page'
import { pageExpression } from './observe-script'

/** What an `extract` action asks for. */
export interface ExtractRequest {
  /** In words: "the product cards", "the table". Its words steer the choice of group. */
  what: string
  /** CSS selector of the container, or of the items themselves when it matches several. */
  selector?: string
  /** Max rows. @default 100 */
  limit?: number
  /** Words of the heading of the part of the page to read ("Most read"); only that part is read. */
  section?: string
  /** Fields to read beyond the usual ones, by name ("category", "sku"). */
  fields?: string[]
  /** Structures to pass over: 1 reads the next best list or table that holds none of the best. */
  skip?: number
}

/**
 * `what` values that ask for facts of the page instead of repeated items: every visible
 * heading (`{ level, text }`) or link (`{ text, url }`), inside `selector` when given, from
 * every frame in document order.
 */
export const PAGE_FACT = /^(?:all |the |every )?(?:page )?(headings|links)$/i

/**
 * The `what` that asks for the one item a detail page is about (a product, an article): a
 * single row of its main heading (`name`) and the fields found nearest to it.
 */
export const PAGE_DETAIL = 'the page details'

/**
 * The `what` that asks for the values a page writes beside labels of its own (see
 * labels-in-page.ts): one row keyed by label, from every frame (the top page's value first).
 */
export const PAGE_LABELS = 'the page labels'

/** Where the rows came from. */
export type ExtractSource = 'table' | 'cards' | 'list' | 'detail'

/** The rows found, or why there were none. */
export type ExtractResult =
  | {
      ok: true
      data: {
        items: Record<string, string>[]
        count: number
        source: ExtractSource
        total?: number
        /** The heading of the part of the page that was read. */
        section?: string
        /** What the page calls the rows: a caption, a region's label, the heading over them. */
        heading?: string
      }
    }
  | { ok: false; reason: string }

/** The in-page result: like ExtractResult, plus a score to choose between frames. */
export interface FrameExtract {
  ok: boolean
  reason?: string
  items?: Record<string, string>[]
  total?: number
  source?: ExtractSource
  score?: number
  section?: string
  heading?: string
}

/** Arguments of {@link extractInPage}. */
export interface ExtractArgs {
  /** What to extract, in words; its words steer the choice of group. */
  what: string
  /** CSS selector of the container or of the items, or null to search the whole frame. */
  selector: string | null
  /** Max rows returned. */
  limit: number
  /** Heading words of the part of the page to read, or null for the whole frame. */
  section: string | null
  /** Extra fields to read by name, snake_case. */
  fields?: string[]
  /** Structures to pass over (see {@link ExtractRequest.skip}). */
  skip?: number
}

/**
 * Finds the repeated structure of one frame without a model and maps it to rows.
 * Runs in the page (self-contained). Candidates: tables (header row -> keys), groups of
 * siblings with the same tag/class signature (cards, list rows), and definition lists.
 * Each is scored by size, by how rich its items are (link, heading, price, image) and by
 * how well it matches the words of `what`; navigation chrome is discounted.
 */
export function extractInPage(args: ExtractArgs): FrameExtract {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
  // Text through shadow roots and slots (innerText stops at a shadow host).
  const flatText = (n: Node): string => {
    if (n.nodeType === 3) return (n as Text).data
    if (n.nodeType !== 1 || /^(SCRIPT|STYLE|TEMPLATE)$/.test((n as Element).tagName)) return ''
    const el = n as Element
    const assigned = el.tagName === 'SLOT' ? (el as HTMLSlotElement).assignedNodes() : []
    const kids = assigned.length ? assigned : Array.from((el.shadowRoot ?? el).childNodes)
    return kids.map(flatText).join(' ')
  }
  const hasShadow = (el: Element) =>
    !!el.shadowRoot || Array.from(el.querySelectorAll('*')).some((e) => e.shadowRoot)
  // "HOME" shown for "Home" by text-transform: the words as written are the data.
  const cased = (el: Element, text: string) =>
    getComputedStyle(el).textTransform === 'none' ? text : (el.textContent ?? text)
  const textOf = (el: Element) =>
    norm(
      hasShadow(el)
        ? flatText(el)
        : // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without hidden parts, is what a person reads
          cased(el, (el as HTMLElement).innerText ?? el.textContent ?? ''),
    )
  // querySelectorAll that also looks inside the open shadow roots under `root`.
  const all = (root: Element | ShadowRoot, sel: string): Element[] => {
    const out = Array.from(root.querySelectorAll(sel))
    const hosts = (root as Element).shadowRoot ? [root as Element] : []
    for (const e of Array.from(root.querySelectorAll('*'))) if (e.shadowRoot) hosts.push(e)
    for (const h of hosts) out.push(...all(h.shadowRoot!, sel))
    return out
  }
  const one = (root: Element, sel: string): Element | null =>
    root.querySelector(sel) ?? all(root, sel)[0] ?? null
  // A struck-through price (<del>, <s>, line-through, a "was"/"old"/"regular" class) is no longer
  // the price: the current one wins.
  const OLD_WORDS = new Set(
    'was old regular original compare strike strikethrough struck before rrp msrp'.split(' '),
  )
  const ownStruck = (e: Element) =>
    /^(DEL|S|STRIKE)$/.test(e.tagName) ||
    Array.from(e.classList).some((c) =>
      c
        .toLowerCase()
        .split(/[-_]+/)
        .some((w) => OLD_WORDS.has(w)),
    ) ||
    getComputedStyle(e).textDecorationLine.includes('line-through')
  const parentOf = (e: Element): Element | null =>
    e.parentElement ?? ((e.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null
  const struck = (el: Element, stop: Element) => {
    for (let e: Element | null = el; e && e !== stop; e = parentOf(e)) if (ownStruck(e)) return true
    return false
  }
  // Text through shadow roots and slots, without struck-through or hidden parts.
  const liveText = (n: Node): string => {
    if (n.nodeType === 3) return (n as Text).data
    if (n.nodeType !== 1) return ''
    const el = n as Element
    if (/^(SCRIPT|STYLE|TEMPLATE)$/.test(el.tagName) || ownStruck(el)) return ''
    if (getComputedStyle(el).display === 'none') return ''
    const assigned = el.tagName === 'SLOT' ? (el as HTMLSlotElement).assignedNodes() : []
    const kids = assigned.length ? assigned : Array.from((el.shadowRoot ?? el).childNodes)
    return kids.map(liveText).join(' ')
  }
  const PRICE =
    /(?:[$€£¥₹₩₽]|\b(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|Rs\.?)\s?)\s?\d[\d,.\s]*\d(?:\.\d+)?|\d[\d.,\s]*\d?\s?(?:[€£$¥₹]|\b(?:USD|EUR|GBP|CHF|zł|kr|Kč)\b)/
  // an amount, or a range of two ("£28,500 – £30,500 a year" is kept whole)
  const PRICE_RANGE = new RegExp(`(?:${PRICE.source})(?:\\s?(?:–|-|to)\\s?(?:${PRICE.source}))?`)
  // an item's code: capitals and a number ("WEB-17", "INV-2031-07") or "#123"
  const ITEM_CODE = /^(?:[A-Z][A-Z\d]*(?:-[A-Z\d]+)*-\d+|#\d+)$/
  // (with the day of the week before it when written so: "Saturday 21 March 2026")
  const DATE =
    /\b\d{4}-\d{2}-\d{2}\b|(?:\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? )?(?:\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2},? \d{4}\b|\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b)/
  const STOP = new Set(
    'the all and with from for each every list extract get page this that their them items item data rows'.split(
      ' ',
    ),
  )
  const words = args.what
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((x) => x.length >= 3 && !STOP.has(x))
    .map((x) => x.replace(/(ies|es|s)$/, ''))
  // a heading every word of which `what` says ("Upcoming sailings" for "upcoming sailings with
  // their dates", not "Past sailings"): the rows asked are under it
  const namedWhole = (heading: string | undefined) => {
    const said = (heading ?? '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((x) => x.length >= 3 && !STOP.has(x))
      .map((x) => x.replace(/(ies|es|s)$/, ''))
    return said.length >= 2 && said.every((x) => words.includes(x))
  }
  const wantsTable = /\btable|\brows?\b|\bcolumns?\b/i.test(args.what)
  const wantsNav = /\bnav|\bmenu|\blinks?\b/i.test(args.what)
  const matchesWhat = (s: string) => {
    const low = s.toLowerCase()
    return words.some((x) => low.includes(x))
  }
  const visible = (el: Element) => el.checkVisibility({ checkVisibilityCSS: true })
  const inChrome = (el: Element) =>
    !!el.closest('nav, header, footer, [role=navigation], [role=banner], [role=contentinfo]')
  const snake = (s: string) =>
    norm(s)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40)

  // Every element under root, through open shadow roots.
  const collect = (root: Element | Document): Element[] => {
    const out: Element[] = []
    const walk = (node: Element | Document | ShadowRoot) => {
      for (let c = node.firstElementChild; c; c = c.nextElementSibling) {
        out.push(c)
        if (c.shadowRoot) walk(c.shadowRoot)
        walk(c)
      }
    }
    walk(root)
    return out
  }

  // Facts of the page rather than repeated items: every heading, every link (in a scope).
  const fact = /^(?:all |the |every )?(?:page )?(headings|links)$/i.exec(args.what.trim())
  if (fact) {
    let scopes: Element[] = [document.documentElement]
    if (args.selector) {
      try {
        scopes = Array.from(document.querySelectorAll(args.selector)).filter(visible)
      } catch {
        return { ok: false, reason: `invalid CSS selector: ${args.selector}` }
      }
    }
    const seen = new Set<Element>()
    const rows: Record<string, string>[] = []
    const headings = fact[1]!.toLowerCase() === 'headings'
    for (const scope of scopes) {
      for (const el of [scope, ...collect(scope as unknown as Document)]) {
        if (seen.has(el)) continue
        seen.add(el)
        if (headings ? !/^H[1-6]$/.test(el.tagName) : !el.matches('a[href]')) continue
        if (!visible(el)) continue
        const text = textOf(el) || norm(el.getAttribute('aria-label'))
        if (!text) continue
        if (headings) rows.push({ level: el.tagName.toLowerCase(), text })
        else {
          const href = (el as HTMLAnchorElement).href
          if (href && !href.startsWith('javascript:')) rows.push({ text, url: href })
        }
      }
    }
    if (!rows.length) return { ok: false, reason: `no ${fact[1]!.toLowerCase()} found` }
    return {
      ok: true,
      items: rows.slice(0, args.limit),
      total: rows.length,
      source: 'list',
      score: rows.length,
    }
  }

  const FIELDS: [string, string][] = [
    ['seller', '[class*=seller i], [class*=vendor i], [class*=merchant i]'],
    ['brand', '[class*=brand i], [itemprop=brand]'],
    ['author', '[class*=author i], [rel=author], [itemprop=author]'],
    ['location', '[class*=location i], [class*=address i], [itemprop=address]'],
    ['availability', '[class*=stock i], [class*=availab i], [itemprop=availability]'],
  ]
  /** Where a card's words are no tag of it: links, controls, headings, labels, hidden parts. */
  const NO_TAG =
    'a, button, label, select, option, textarea, h1, h2, h3, h4, h5, h6, dt, dd, [aria-hidden=true], [role=button], [class*=label i]'
  const cardFields = (item: Element): Record<string, string> => {
    const row: Record<string, string> = {}
    const links = (item.matches('a[href]') ? [item] : all(item, 'a[href]')) as HTMLAnchorElement[]
    const heading = one(item, 'h1, h2, h3, h4, h5, h6, [class*=title i], [class*=name i], [itemprop=name]')
    let main: HTMLAnchorElement | undefined
    let name = heading ? textOf(heading) : ''
    if (heading)
      main = (heading.closest('a[href]') ?? heading.querySelector('a[href]') ?? undefined) as
        | HTMLAnchorElement
        | undefined
    if (!name) {
      // The most prominent link: the one with the longest text.
      let best = ''
      for (const a of links) {
        const t = textOf(a)
        if (t.length > best.length) {
          best = t
          main = a
        }
      }
      name = best
    }
    if (!name) name = norm(one(item, 'strong, b')?.textContent)
    // an item's code in an element of its own before its name ("WEB-17", then "Keyboard
    // shortcuts" on the next line) is its id, not a word of its name
    const codeEl = (heading ?? main)?.firstElementChild
    const code = codeEl ? textOf(codeEl) : ''
    const coded = ITEM_CODE.test(code) && name.startsWith(code) && name.length > code.length + 2
    if (coded) name = name.slice(code.length).replace(/^[\s·:|–—-]+/, '')
    if (name) row.name = cut(name, 200)
    if (coded) row.id = code
    main ??= links.find((a) => textOf(a) === name) ?? links[0]
    if (main?.href && !main.href.startsWith('javascript:')) row.url = main.href
    let price: RegExpMatchArray | null = null
    for (const el of all(item, '[class*=price i], [itemprop=price]')) {
      if (struck(el, item)) continue
      price = norm(liveText(el)).match(PRICE_RANGE)
      if (price) break
    }
    price ??= norm(liveText(item)).match(PRICE_RANGE)
    if (price) row.price = price[0].trim()
    // The struck-through price next to it is what the item cost before a sale.
    if (price)
      for (const el of all(item, 'del, s, strike, [class]')) {
        if (!ownStruck(el)) continue
        const was = norm(el.textContent).match(PRICE)?.[0].trim()
        if (was && was !== row.price) {
          row.old_price = was
          break
        }
      }
    const img = one(item, 'img') as HTMLImageElement | null
    const src = img ? img.currentSrc || img.src || img.getAttribute('data-src') : ''
    if (src && !src.startsWith('data:')) row.image = new URL(src, location.href).href
    const rating = one(
      item,
      '[class*=rating i], [class*=stars i], [aria-label*=rating i], [aria-label*="out of" i]',
    )
    if (rating) {
      const r = norm(rating.getAttribute('aria-label')) || textOf(rating)
      const m = r.match(/\d+(?:[.,]\d+)?(?:\s*(?:\/|out of)\s*\d+)?/)
      if (m || r) row.rating = m ? m[0] : cut(r, 40)
    }
    const time = one(item, 'time')
    const date = time ? time.getAttribute('datetime') || textOf(time) : textOf(item).match(DATE)?.[0]
    if (date) row.date = date
    // Named by their class or microdata: who sells or wrote it, where, whether in stock.
    for (const [key, sel] of FIELDS) {
      const el = one(item, sel)
      // "Sold by Leaf & Co." is sold by "Leaf & Co."; "By Dana Whitfield" wrote it.
      const t = el ? textOf(el).replace(/^(?:sold|shipped|offered|written|posted|made)?\s*by\s+/i, '') : ''
      if (t && t.length <= 120 && t !== name && !row[key]) row[key] = t
    }
    // A disabled "Out of stock" / "Sold out" button says what no class does.
    if (!row.availability) {
      const off = all(item, 'button[disabled], [aria-disabled=true]')
        .map((b) => textOf(b))
        .find((t) => /^(?:out of stock|sold out|unavailable|currently unavailable)$/i.test(t))
      if (off) row.availability = off
    }
    // Values the card writes beside labels of its own: one column per label
    const labels = cardLabels(item, name)
    for (const [label, value] of labels) {
      const k = snake(label)
      if (k && row[k] === undefined && value !== name) row[k] = cut(value, 160)
    }
    // Short words the card shows with no label ("Vegan", "Dog friendly", "Sold out · Back Friday"):
    // its tags, apart ("Vegan, Dog friendly"), so that a value named finds the cards that say it
    // (nor a tag of a labelled value, "Yoga" of "Specialities: Yoga, Pilates")
    const said = new Set(
      [...Object.values(row), ...labels.flat()]
        .flatMap((v) => [v, ...v.split(', ')])
        .map((v) => v.toLowerCase()),
    )
    const tagged: string[] = []
    for (const el of all(item, '*')) {
      if (el.childElementCount !== 0 || !visible(el) || el.closest(NO_TAG)) continue
      for (const part of textOf(el).split(/\s*[·•|]\s*/)) {
        const t = norm(part)
        const lower = t.toLowerCase()
        if (t.length < 2 || t.length > 30 || t.split(' ').length > 3 || !/^\p{L}[\p{L} '&-]*$/u.test(t))
          continue
        // (a word of the name is a tag only when it stands apart from the title: a "Classic" badge
        // on a card named "Tern Classic")
        const inTitle = el.closest('h1, h2, h3, h4, h5, h6, a[href]') !== null
        if (said.has(lower) || (inTitle && name.toLowerCase().includes(lower)) || tagged.includes(t)) continue
        tagged.push(t)
      }
    }
    if (tagged.length && tagged.length <= 6 && row.tags === undefined) row.tags = tagged.join(', ')
    let desc = ''
    let texts = all(item, 'p, [class*=desc i], [class*=summary i], [class*=snippet i], [class*=excerpt i]')
    // A component's slotted light children are its free text.
    if (!texts.length && item.shadowRoot) texts = Array.from(item.children)
    // Else the longest leaf text that is none of the fields above.
    if (!texts.length)
      texts = all(item, '*').filter((e) => e.childElementCount === 0 && textOf(e).length >= 30)
    const used = new Set(Object.values(row))
    for (const p of texts) {
      const t = textOf(p)
      // a line of labelled values ("Size: 40 m²  Floor: 2") is those values, no description
      const labelled =
        labels.some(([label]) => t.startsWith(`${label}:`)) ||
        // nor is a field's value with a few words to it ("$89 a night")
        [...used].some((v) => v.length >= 2 && t.includes(v) && t.length - v.length <= 16)
      if (t.length > desc.length && t !== name && !used.has(t) && !labelled) desc = t
    }
    if (desc) row.description = cut(desc, 300)
    if (!row.name && !row.price && !row.url) row.text = cut(textOf(item), 300)
    for (const f of args.fields ?? []) if (row[f] === undefined) namedField(item, f, row)
    return row
  }
  /**
   * The labelled values of a card, deepest element first: dt/dd pairs, a line of its own
   * written "Label: value" ("Seats: 4"), and a label element beside its value (a class that says
   * label or term, or a short label beside a figure: "Floor" / "3"). A label is up to five words,
   * no sentence; a value that holds another "Label:" is two values and is left out.
   */
  function cardLabels(item: Element, name: string): [string, string][] {
    const out: [string, string][] = []
    const isLabel = (s: string) =>
      s.split(' ').length <= 5 && /^\p{L}/u.test(s) && !/[.!?]/.test(s) && s.length <= 40
    const single = (v: string) => v.length > 0 && v.length <= 160 && !/\s\p{Lu}[\p{L} ]{1,30}:\s/u.test(v)
    // a value of several tags ("Kayak" "Canoe"): the tags apart, "Kayak, Canoe"
    const tags = (els: Element[]) =>
      els.length >= 2 && els.every((e) => e.childElementCount === 0 && textOf(e))
        ? els.map(textOf).join(', ')
        : undefined
    const valueText = (el: Element) => tags(Array.from(el.children).filter(visible)) ?? textOf(el)
    for (const dt of all(item, 'dt')) {
      const dd = dt.nextElementSibling
      const label = textOf(dt).replace(/:$/, '')
      if (dd?.tagName === 'DD' && isLabel(label) && single(textOf(dd))) out.push([label, valueText(dd)])
    }
    const LABEL_CLASS = /(?:^|[-_\s])(?:label|term|key|caption)(?:$|[-_\s])/i
    for (const el of all(item, '*').reverse()) {
      if (/^(?:SCRIPT|STYLE|TEMPLATE|DL|DT|DD|SELECT|OPTION|BUTTON)$/.test(el.tagName) || !visible(el))
        continue
      const text = textOf(el)
      const kids = Array.from(el.children).filter(visible)
      const m = /^([^:]{2,40}):\s+(\S.*)$/.exec(text)
      // (not a title written "Name: subtitle", nor a block that holds one; not a sentence that
      // opens with a phrase and a colon, "From A to B: a journey through ...")
      const title =
        el.matches('h1, h2, h3, h4, h5, h6') ||
        el.querySelector('h1, h2, h3, h4, h5, h6') !== null ||
        (m !== null && name.includes(':') && name.startsWith(`${m[1]!.trim()}:`))
      const sentence = m !== null && m[1]!.split(' ').length >= 4 && /^\p{Ll}/u.test(m[2]!)
      if (m && !title && !sentence && isLabel(m[1]!) && single(m[2]!) && !/^https?$/i.test(m[1]!)) {
        // "<strong>Tags:</strong> <span>a</span> <span>b</span>": the tags after the label apart
        const after = kids[0] && textOf(kids[0]).replace(/:$/, '') === m[1] ? tags(kids.slice(1)) : undefined
        out.push([m[1]!, after ?? m[2]!])
        continue
      }
      if (kids.length !== 2) continue
      const [a, b] = kids.map(textOf) as [string, string]
      if (!a || !b || a === name || !single(b) || !isLabel(a.replace(/:$/, ''))) continue
      // a title beside its price is the item, not a label
      if (
        el === item ||
        kids[0]!.matches('h1, h2, h3, h4, h5, h6, a[href]') ||
        kids[0]!.querySelector('a[href]')
      )
        continue
      const marked = LABEL_CLASS.test(kids[0]!.className) || /^(?:TH|STRONG|B)$/.test(kids[0]!.tagName)
      // (a figure in brackets, "(120 reviews)", says what it counts itself: an aside, not a value)
      const figure = /\d/.test(b) && !/\d/.test(a) && b.split(' ').length <= 4 && !/^\(.*\)$/.test(b.trim())
      if (marked || figure || a.endsWith(':')) out.push([a.replace(/:$/, ''), valueText(kids[1]!)])
    }
    return out
  }
  /**
   * A field asked for by name ("category", "sku"): the element named so by itemprop, a data
   * attribute or a class (a class word may be its abbreviation: `card-cat`), else the text
   * after "Category:" in the item.
   */
  function namedField(item: Element, field: string, row: Record<string, string>) {
    let best: { score: number; text: string } | undefined
    for (const el of all(item, '[class], [itemprop], [data-field]')) {
      const text = norm(liveText(el))
      if (text.length < 2 || text.length > 200) continue
      const tokens = `${el.getAttribute('class') ?? ''} ${el.getAttribute('data-field') ?? ''}`
        .toLowerCase()
        .split(/[\s_-]+/)
      const score =
        el.getAttribute('itemprop') === field
          ? 3
          : tokens.includes(field)
            ? 2
            : tokens.some((t) => t.length >= 3 && (field.startsWith(t) || t.startsWith(field)))
              ? 1
              : 0
      if (score && (!best || score > best.score)) best = { score, text }
    }
    if (best) {
      row[field] = cut(best.text.replace(new RegExp(`^${field.replace(/_/g, ' ')}\\s*:\\s*`, 'i'), ''), 200)
      return
    }
    const label = new RegExp(
      `\\b${field.replace(/_/g, '[ _-]')}\\s*:\\s*([^:]{1,80}?)(?:\\s{2,}|$|\\s+[A-Z][a-z]+:)`,
      'i',
    )
    const m = label.exec(norm(liveText(item)))
    if (m) row[field] = m[1]!.trim()
  }

  // A cell of several lines (a title over its artist, a name over an address): the lines kept
  // apart by " · ", so the first is not read as running into the next; side-by-side elements
  // ("New" badge, title link) are words apart, as a person sees them.
  const cellText = (cell: Element): string => {
    if (hasShadow(cell)) return textOf(cell)
    const out: string[] = []
    // element edges crossed since the last text: 1 a start, 2 an end, 3 both (siblings)
    let edge = 0
    const push = (text: string) => {
      const a = out[out.length - 1]?.slice(-1) ?? ''
      const b = text[0] ?? ''
      if (edge === 3 && a && b && !/\s/.test(a + b) && !/[,.;:!?)\]}%]/.test(b)) out.push(' ')
      edge = 0
      out.push(text)
    }
    const walk = (n: Node) => {
      if (n.nodeType === 3) {
        if ((n as Text).data) push((n as Text).data)
        return
      }
      if (n.nodeType !== 1) return
      const el = n as Element
      if (/^(SCRIPT|STYLE|TEMPLATE)$/.test(el.tagName)) return
      if (el.tagName === 'BR') {
        out.push('\n')
        return
      }
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden') return
      const inline = style.display.startsWith('inline') || style.display === 'contents'
      if (inline) edge |= 1
      else out.push('\n')
      for (const c of Array.from(el.childNodes)) walk(c)
      if (inline) edge |= 2
      else out.push('\n')
    }
    for (const c of Array.from(cell.childNodes)) walk(c)
    return out.join('').split(/\n+/).map(norm).filter(Boolean).join(' · ')
  }
  const tableRows = (table: HTMLTableElement): Record<string, string>[] => {
    const rows = Array.from(table.rows).filter((r) => visible(r))
    if (!rows.length) return []
    const cells = (r: HTMLTableRowElement) => Array.from(r.cells)
    const first = rows[0]!
    const headerRow =
      table.tHead?.rows[table.tHead.rows.length - 1] ??
      (cells(first).every((c) => c.tagName === 'TH') ? first : null)
    // A two-column table of <th>label</th><td>value</td> rows is one record.
    if (!headerRow && rows.every((r) => r.cells.length === 2 && r.cells[0]!.tagName === 'TH')) {
      const one: Record<string, string> = {}
      for (const r of rows) one[snake(textOf(r.cells[0]!)) || 'value'] = textOf(r.cells[1]!)
      return [one]
    }
    const keys: string[] = []
    const width = Math.max(...rows.map((r) => r.cells.length))
    for (let i = 0; i < width; i++) {
      let k = headerRow?.cells[i] ? snake(textOf(headerRow.cells[i]!)) : ''
      if (!k) k = `column_${i + 1}`
      while (keys.includes(k)) k = `${k}_2`
      keys.push(k)
    }
    const out: Record<string, string>[] = []
    for (const r of rows) {
      if (r === headerRow || r.parentElement?.tagName === 'THEAD') continue
      const row: Record<string, string> = {}
      cells(r).forEach((c, i) => {
        const v = cellText(c)
        if (v) row[keys[i] ?? `column_${i + 1}`] = v
        const a = c.querySelector('a[href]') as HTMLAnchorElement | null
        if (a && !row.url && !keys.includes('url')) row.url = a.href
      })
      if (Object.keys(row).length) out.push(row)
    }
    return out
  }

  /**
   * The part of the page headed by `words`: the heading (or labelled region) whose text has all
   * of them with the fewest other words, and the largest block around it that holds no other
   * heading of its rank.
   */
  function sectionOf(phrase: string): { root: Element; title: string } | undefined {
    const stem = (w: string) => w.replace(/(ies|es|s)$/, '')
    const want = phrase
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((x) => x.length >= 3 && !STOP.has(x))
      .map(stem)
    if (!want.length) return undefined
    const LABELLED = /^(SECTION|ASIDE|NAV|DIV|UL|OL|TABLE|FORM|ARTICLE)$/
    const rank = (h: Element) =>
      /^H[1-6]$/.test(h.tagName) ? Number(h.tagName[1]) : Number(h.getAttribute('aria-level') ?? 2)
    let best: { el: Element; title: string; extra: number } | undefined
    for (const el of collect(document)) {
      const isHeading = /^H[1-6]$/.test(el.tagName) || el.getAttribute('role') === 'heading'
      const label = LABELLED.test(el.tagName) ? el.getAttribute('aria-label') : null
      if (!isHeading && !label && el.tagName !== 'CAPTION') continue
      if (!visible(el)) continue
      const title = label ?? textOf(el)
      const have = title
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .map(stem)
      if (!want.every((w) => have.includes(w))) continue
      const extra = have.length - want.length
      if (!best || extra < best.extra) best = { el, title, extra }
    }
    if (!best) return undefined
    const { el, title } = best
    if (el.tagName === 'CAPTION') return { root: el.closest('table') ?? el, title }
    if (!/^H[1-6]$/.test(el.tagName) && el.getAttribute('role') !== 'heading') return { root: el, title }
    let box: Element = el
    for (let p = parentOf(el); p && p !== document.body && p !== document.documentElement; p = parentOf(p)) {
      const rival = all(p, 'h1, h2, h3, h4, h5, h6, [role=heading]').some(
        (h) => h !== el && rank(h) <= rank(el) && visible(h),
      )
      if (rival) break
      box = p
    }
    // A heading that shares its parent with its rivals: the block right after it.
    if (box === el) box = el.nextElementSibling ?? el
    return { root: box, title }
  }

  /**
   * One result of a search or a list that happens to have one item: a block with a link, a price
   * and some text, outside the page chrome, in a container whose name says it holds results.
   */
  function loneResult(container: Element, item: Element): boolean {
    // Called for every lone child on the page: the cheap name test first, the DOM walks after.
    const names = `${container.className} ${container.id} ${item.className}`.toLowerCase()
    if (!/result|listing|product|item|card|hit/.test(names) || inChrome(container)) return false
    const t = norm(item.textContent)
    return !!item.querySelector('a[href]') && PRICE.test(t) && t.length >= 30
  }

  /**
   * The one item of a part of the page: the first block under it that has a heading of its own
   * (not the part's title) and a price, and does not hold the part's title.
   */
  function loneItem(part: Element, title: string): Element | undefined {
    const isTitle = (h: Element) => norm(textOf(h)) === norm(title)
    const HEADING = 'h1, h2, h3, h4, h5, h6, [class*=name i], [class*=title i]'
    for (const el of collect(part)) {
      if (!visible(el) || /^(H[1-6]|P|SPAN|A|STYLE|SCRIPT)$/.test(el.tagName)) continue
      const heads = all(el, HEADING).concat(el.matches(HEADING) ? [el] : [])
      if (heads.some(isTitle) || !heads.some((h) => textOf(h).length > 0)) continue
      if (PRICE.test(norm(liveText(el)))) return el
    }
    return undefined
  }

  type Candidate = {
    score: number
    source: 'table' | 'cards' | 'list'
    /** The element that holds the rows: its heading says what they are. */
    box?: Element
    rows: () => Record<string, string>[]
    /** Menu links in a nav/header/footer that do not match `what`: only a last resort. */
    chrome?: boolean
    /** Where the rows are: another structure holding none of these is another list. */
    els: Element[]
  }
  const candidates: Candidate[] = []
  const discount = (el: Element) => (inChrome(el) && !wantsNav ? 0.3 : 1)
  const consider = (
    container: Element,
    items: Element[],
    weight = 1,
    group?: (item: Element) => string | undefined,
  ) => {
    const sample = items.slice(0, 10)
    let rich = 0
    let hasText = 0
    for (const it of sample) {
      // A component's text is in its shadow root.
      const t = norm(it.shadowRoot ? flatText(it) : it.textContent)
      if (t.length >= 2 || it.querySelector('img')) hasText++
      if (it.matches('a[href]') || it.querySelector('a[href]')) rich += 1
      if (it.querySelector('h1, h2, h3, h4, h5, h6')) rich += 1
      if (PRICE.test(t)) rich += 2
      if (it.querySelector('img')) rich += 1
      if (t.length >= 20) rich += 0.5
    }
    if (hasText < sample.length * 0.8) return
    rich = rich / sample.length + 0.5
    // parts of a page that hold a table or parts of their own (a "Passes" section over its
    // table) are no items: what they hold is
    if (sample.some((it) => it.querySelector('table, section'))) rich *= 0.3
    // Paragraphs of prose repeat too, but they are no items.
    if (items[0]!.tagName === 'P' && rich < 1.5) return
    const label = `${container.className} ${container.id} ${container.getAttribute('aria-label') ?? ''} ${sample
      .map((s) => `${s.className} ${norm(s.textContent).slice(0, 200)}`)
      .join(' ')}`
    const boost = matchesWhat(label) ? 2 : 1
    const listy = items[0]!.tagName === 'LI' && rich < 2.5
    candidates.push({
      score:
        Math.log2(items.length + 1) * rich * boost * discount(container) * (wantsTable ? 0.5 : 1) * weight,
      source: listy ? 'list' : 'cards',
      ...(items.every((i) => container.contains(i)) ? { box: container } : {}),
      rows: () =>
        items
          .map((it) => {
            const row = cardFields(it)
            const g = group?.(it)
            return g && Object.keys(row).length && !row.group ? { ...row, group: g } : row
          })
          .filter((r) => Object.keys(r).length),
      chrome: boost === 1 && discount(container) < 1,
      els: [container],
    })
  }

  /** An element's tag and classes, digits dropped: items of one list share it (item-1, item-2). */
  const signature = (el: Element) =>
    `${el.tagName}.${Array.from(el.classList, (x) => x.replace(/\d+/g, ''))
      .sort()
      .join('.')}`

  /**
   * The items inside items ("To do" with its cards, "In progress" with its cards): elements of
   * one signature that hold a link and more than one part, not in a heading, outside one another,
   * found in the items unevenly (several in one, or none in another: one in each is a part of
   * every item, a title link, not an item of its own).
   */
  /**
   * A grid of items, not an item: children of one signature (`classed`: with a class), each with
   * a heading or a link.
   */
  const holdsItems = (d: Element, classed = true) => {
    const first = d.firstElementChild
    if (!first || d.childElementCount < 2 || (classed && !first.classList.length)) return false
    const sig = signature(first)
    return Array.from(d.children).every(
      (c) => signature(c) === sig && c.querySelector('a[href], h2, h3, h4, h5, h6') !== null,
    )
  }

  function innerItems(items: Element[]): Element[] | undefined {
    // (a look three levels down each item, cheap tests first: this runs for every group)
    if (!items.every((it) => it.childElementCount >= 2)) return undefined
    const bySig = new Map<string, Element[][]>()
    for (const [i, item] of items.entries()) {
      let level: Element[] = Array.from(item.children)
      for (let depth = 0; depth < 3 && level.length; depth++) {
        const next: Element[] = []
        for (const d of level) {
          const itemLike =
            d.classList.length > 0 &&
            d.childElementCount >= 2 &&
            !/^H[1-6]$/.test(d.tagName) &&
            (d.querySelector('a[href]') !== null ||
              // (an item without a link has a heading, and holds no table or list of its own:
              // a panel of a page's columns is no item)
              (d.querySelector('h2, h3, h4, h5, h6') !== null &&
                d.querySelector('table, li + li + li') === null &&
                !Array.from(d.querySelectorAll('*')).some((x) => holdsItems(x, false)))) &&
            !holdsItems(d)
          if (!itemLike) {
            next.push(...Array.from(d.children))
            continue
          }
          const sig = signature(d)
          let per = bySig.get(sig)
          if (!per) {
            per = items.map(() => [])
            bySig.set(sig, per)
          }
          ;(per[i] as Element[]).push(d)
        }
        level = next
      }
    }
    let best: Element[] | undefined
    for (const per of bySig.values()) {
      const counts = per.map((p) => p.length)
      const total = counts.reduce((a, b) => a + b, 0)
      const uneven = counts.some((n) => n >= 2) || counts.some((n) => n === 0)
      if (total < 2 || !uneven || counts.filter((n) => n > 0).length < Math.min(2, total)) continue
      if (best && total <= best.length) continue
      const found = per.flat().filter((d) => norm(d.textContent).length >= 10 && visible(d))
      if (found.length >= 2) best = found
    }
    return best
  }

  let root: Element | Document = document
  if (args.selector) {
    let found: Element[]
    try {
      found = Array.from(document.querySelectorAll(args.selector))
    } catch {
      return { ok: false, reason: `invalid CSS selector: ${args.selector}` }
    }
    found = found.filter(visible)
    if (!found.length) return { ok: false, reason: `no visible element matches ${args.selector}` }
    if (found.length > 1 && !found.some((f) => f.tagName === 'TABLE')) {
      // The selector names the items themselves.
      const items = found.map(cardFields).filter((r) => Object.keys(r).length)
      return { ok: true, items: items.slice(0, args.limit), total: items.length, source: 'cards', score: 1e9 }
    }
    root = found[0]!
  }

  let section: string | undefined
  if (args.section) {
    const found = sectionOf(args.section)
    if (!found) return { ok: false, reason: `no part of the page is headed "${args.section}"` }
    root = found.root
    section = found.title
  }

  /**
   * What the page calls the rows: a table's caption, the label of the region around them
   * (aria-labelledby, aria-label), or the heading right before them or the block they are in.
   */
  function headingOf(box: Element): string | undefined {
    const caption = box.tagName === 'TABLE' ? norm((box as HTMLTableElement).caption?.textContent) : ''
    if (caption) return caption.slice(0, 80)
    let el: Element | null = box
    for (let depth = 0; el && el !== document.body && depth < 4; depth++, el = el.parentElement) {
      const by = el.getAttribute('aria-labelledby')
      const named = by
        ? by
            .split(/\s+/)
            .map((id) => norm(document.getElementById(id)?.textContent))
            .join(' ')
        : norm(el.getAttribute('aria-label'))
      if (named) return named.slice(0, 80)
      let prev = el.previousElementSibling
      for (let k = 0; prev && k < 3; k++, prev = prev.previousElementSibling) {
        if (/^H[1-6]$/.test(prev.tagName) || prev.getAttribute('role') === 'heading')
          return norm(prev.textContent).slice(0, 80) || undefined
        if (prev.childElementCount > 0 || norm(prev.textContent)) break
      }
    }
    return undefined
  }

  const everything = root === document ? collect(document) : [root as Element, ...collect(root as Element)]
  const tables: Array<{ table: HTMLTableElement; score: number }> = []
  for (const el of everything) {
    if (el.tagName === 'TABLE') {
      const table = el as HTMLTableElement
      if (!visible(table) || table.rows.length < 2) continue
      const cols = Math.max(...Array.from(table.rows, (r) => r.cells.length))
      if (cols < 2 && table.rows.length < 3) continue
      const match = matchesWhat(
        `${table.className} ${table.id} ${norm(table.caption?.textContent)} ${norm(table.tHead?.textContent)}`,
      )
      candidates.push({
        score:
          Math.log2(table.rows.length) *
          Math.min(cols, 5) *
          (match ? 2 : 1) *
          (namedWhole(headingOf(table)) ? 10 : 1) *
          (wantsTable ? 3 : 1) *
          discount(table),
        source: 'table',
        box: table,
        rows: () => tableRows(table),
        els: [table],
      })
      tables.push({ table, score: candidates[candidates.length - 1]!.score })
      continue
    }
    if (el.tagName === 'DL') {
      const dts = Array.from(el.children).filter((c) => c.tagName === 'DT' && visible(c))
      if (dts.length >= 2) {
        candidates.push({
          score:
            Math.log2(dts.length + 1) * 1.5 * (matchesWhat(textOf(el).slice(0, 500)) ? 2 : 1) * discount(el),
          source: 'list',
          box: el,
          els: [el],
          rows: () =>
            dts.map((dt) => {
              let dd = dt.nextElementSibling
              while (dd && dd.tagName !== 'DD' && dd.tagName !== 'DT') dd = dd.nextElementSibling
              return { term: textOf(dt), definition: dd?.tagName === 'DD' ? textOf(dd) : '' }
            }),
        })
      }
      continue
    }
    if (
      el.childElementCount < 2 ||
      /^(SELECT|DATALIST|TR|THEAD|TBODY|TFOOT|TABLE|HEAD|svg|OPTGROUP)$/.test(el.tagName)
    ) {
      continue
    }
    // Children grouped by their signature.
    const groups = new Map<string, Element[]>()
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      if (/^(SCRIPT|STYLE|TEMPLATE|BR|HR|OPTION)$/.test(c.tagName)) continue
      const sig = signature(c)
      let g = groups.get(sig)
      if (!g) {
        g = []
        groups.set(sig, g)
      }
      g.push(c)
    }
    // an item marked by one more class ("card closed" among "card"s) is one of them
    const sigs = [...groups.keys()]
    for (const sig of sigs) {
      const [tag, ...classes] = sig.split('.').filter(Boolean)
      if (!classes.length) continue
      const base = sigs.find((o) => {
        const [otherTag, ...others] = o.split('.').filter(Boolean)
        return (
          o !== sig &&
          otherTag === tag &&
          others.length > 0 &&
          others.length < classes.length &&
          others.every((x) => classes.includes(x)) &&
          (groups.get(o)?.length ?? 0) >= 2
        )
      })
      const into = base ? groups.get(base) : undefined
      if (!base || !into) continue
      into.push(...(groups.get(sig) ?? []))
      into.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      groups.delete(sig)
    }
    // items of one kind told apart by one class each ("warning Yellow", "warning Amber"): one list
    for (const sig of [...groups.keys()]) {
      const [tag, ...classes] = sig.split('.').filter(Boolean)
      if (!groups.has(sig) || classes.length < 2) continue
      const variants = [...groups.keys()].filter((other) => {
        const [otherTag, ...others] = other.split('.').filter(Boolean)
        if (other === sig || otherTag !== tag || others.length !== classes.length) return false
        return classes.filter((x) => !others.includes(x)).length === 1
      })
      // (two boxes of a layout, "grid two" and "grid three", are no list)
      const count = [sig, ...variants].reduce((n, v) => n + (groups.get(v)?.length ?? 0), 0)
      if (!variants.length || count < 3) continue
      for (const other of variants) {
        groups.get(sig)?.push(...(groups.get(other) ?? []))
        groups.delete(other)
      }
      groups
        .get(sig)
        ?.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    }
    for (const g of groups.values()) {
      const items = g.filter(visible)
      // a list of lists (a board's columns of cards): the items inside them are the rows
      const inner = items.length >= 2 ? innerItems(items) : undefined
      if (inner) {
        // (each inner item under the heading of the part it is in: "Gold sponsors", "To do")
        const group = (it: Element) => {
          const outer = items.find((o) => o.contains(it))
          const heading = outer && one(outer, 'h1, h2, h3, h4, h5, h6')
          return heading && !it.contains(heading) ? textOf(heading) : undefined
        }
        consider(el, inner, 2, group)
        consider(el, items, 0.5)
      } else if (items.length >= 3 || (items.length === 2 && items.every((i) => i.querySelector('a[href]'))))
        consider(el, items)
      else if (items.length === 1 && loneResult(el, items[0]!)) consider(el, items)
    }
  }

  // Tables of one header, each under a heading of its own ("Monday", "Tuesday"; "Week 1",
  // "Week 2"): one list of rows, each with the heading of its table as `group`.
  const byHeader = new Map<string, Array<{ table: HTMLTableElement; heading: string; score: number }>>()
  for (const { table, score } of tables) {
    const header = table.tHead?.rows[table.tHead.rows.length - 1] ?? table.rows[0]
    if (!header || !Array.from(header.cells).every((c) => c.tagName === 'TH')) continue
    const heading = headingOf(table)
    if (!heading || table.caption) continue
    const sig = Array.from(header.cells, (c) => norm(c.textContent)).join('|')
    byHeader.set(sig, [...(byHeader.get(sig) ?? []), { table, heading, score }])
  }
  for (const parts of byHeader.values()) {
    if (parts.length < 2 || new Set(parts.map((p) => p.heading)).size < parts.length) continue
    // (more than any one of them: together they are the rows; unless the words asked name one
    // of them by its heading whole)
    const named = parts.some((p) => namedWhole(p.heading))
    candidates.push({
      score: Math.max(...parts.map((p) => p.score)) * (named ? 0.5 : 1.2),
      source: 'table',
      rows: () =>
        parts.flatMap(({ table, heading }) =>
          tableRows(table).map((row) => (row.group ? row : { ...row, group: heading })),
        ),
      els: parts.map((p) => p.table),
    })
  }

  // Components of one kind (same custom tag) are items wherever they sit: a product card in a
  // banner's shadow root belongs with the grid of its siblings.
  const kinds = new Map<string, Element[]>()
  for (const el of everything) {
    if (!el.tagName.includes('-') || !el.shadowRoot || !visible(el)) continue
    let k = kinds.get(el.tagName)
    if (!k) {
      k = []
      kinds.set(el.tagName, k)
    }
    k.push(el)
  }
  for (const items of kinds.values()) {
    if (items.length < 3) continue
    const parents = new Set(items.map(parentOf))
    if (parents.size > 1) consider(parentOf(items[0]!) ?? items[0]!, items)
  }

  // A part of the page that shows one item ("Deal of the day"): that item, as one row.
  if (!candidates.length && section && root !== document) {
    const item = loneItem(root as Element, section)
    if (item) {
      const row = cardFields(item)
      if (Object.keys(row).length)
        return { ok: true, items: [row], total: 1, source: 'cards', score: 1, section }
    }
  }
  if (!candidates.length) return { ok: false, reason: 'no repeated structure (table, list or cards) found' }
  candidates.sort((a, b) => b.score - a.score)
  if (candidates[0]!.chrome) {
    return { ok: false, reason: 'only navigation links repeat on this page; nothing matches the request' }
  }
  // (the next best structures, past `skip` of them: each apart from those before it, not a part
  // of one of them nor a whole around one)
  const skip = args.skip ?? 0
  const apart = (a: Candidate, b: Candidate) =>
    a.els.every((x) => b.els.every((y) => !x.contains(y) && !y.contains(x)))
  const passed: Candidate[] = []
  for (const c of skip ? candidates.slice(0, 12) : candidates.slice(0, 3)) {
    if (skip && !passed.every((p) => apart(p, c))) continue
    const rows = c.rows()
    if (skip && rows.length && passed.push(c) <= skip) continue
    if (rows.length) {
      const heading = c.box ? headingOf(c.box) : undefined
      return {
        ok: true,
        items: rows.slice(0, args.limit),
        total: rows.length,
        source: c.source,
        score: c.score,
        ...(section ? { section } : {}),
        ...(heading ? { heading } : {}),
      }
    }
  }
  return { ok: false, reason: 'the repeated structure found has no readable rows' }
}

/**
 * Extracts structured rows from the page: runs {@link extractInPage} in every frame
 * (iframes included) and keeps the best-scoring result. Never throws.
 * @example await extractFromPage(page, { what: 'product cards', limit: 20 })
 */
export async function extractFromPage(
  page: Page,
  request: ExtractRequest,
  timeoutMs = 10_000,
): Promise<ExtractResult> {
  const args: ExtractArgs = {
    what: request.what,
    selector: request.selector ?? null,
    limit: request.limit ?? 100,
    section: request.section?.trim() || null,
    skip: request.skip ?? 0,
    fields: (request.fields ?? [])
      .map((f) =>
        f
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '_')
          .replace(/^_|_$/g, ''),
      )
      .filter(Boolean)
      .slice(0, 20),
  }
  const expr = `JSON.stringify(${pageExpression(extractInPage, args)})`
  const run = (f: Frame) => runExpr(f, expr, timeoutMs)
  if (request.what.trim() === PAGE_LABELS) {
    const labelsExpr = `JSON.stringify(${pageExpression(labelsInPage, args)})`
    const found = await Promise.all(page.frames().map((f) => runExpr(f, labelsExpr, timeoutMs)))
    const row: Record<string, string> = {}
    for (const r of found) for (const [k, v] of Object.entries(r.items?.[0] ?? {})) row[k] ??= v
    if (!Object.keys(row).length) return { ok: false, reason: 'no labelled values on this page' }
    return { ok: true, data: { items: [row], count: 1, source: 'detail' } }
  }
  const detail = request.what.trim() === PAGE_DETAIL
  const detailExpr = `JSON.stringify(${pageExpression(detailInPage, args)})`
  const results = await Promise.all(
    page.frames().map((f) => (detail ? runExpr(f, detailExpr, timeoutMs) : run(f))),
  )
  const main = results[0]!
  if (detail) {
    // The top page's item first; else the one frame that has one.
    const found = main.ok ? [main] : results.filter((r) => r.ok)
    if (found.length !== 1 || !found[0]!.items?.length)
      return { ok: false, reason: main.reason ?? 'no single main item on this page' }
    return { ok: true, data: { items: found[0]!.items!, count: 1, source: 'detail' } }
  }
  if (PAGE_FACT.test(request.what.trim())) {
    // Facts of every frame count: the headings of an embedded newsletter are the page's too.
    const items = results.flatMap((r) => (r.ok ? (r.items ?? []) : [])).slice(0, args.limit)
    if (!items.length) return { ok: false, reason: main.reason ?? 'nothing found' }
    return { ok: true, data: { items, count: items.length, source: 'list' } }
  }
  let best: FrameExtract | undefined
  for (const r of results) if (r.ok && (!best || (r.score ?? 0) > (best.score ?? 0))) best = r
  if (!best?.items || !best.source) return { ok: false, reason: main.reason ?? 'nothing repeated found' }
  const data: Extract<ExtractResult, { ok: true }>['data'] = {
    items: best.items,
    count: best.items.length,
    source: best.source,
  }
  if (best.total !== undefined && best.total > best.items.length) data.total = best.total
  if (best.section) data.section = best.section
  if (best.heading) data.heading = best.heading
  return { ok: true, data }
}

async function runExpr(f: Frame, expr: string, timeoutMs: number): Promise<FrameExtract> {
  let timer: NodeJS.Timeout | undefined
  try {
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs)
    })
    return JSON.parse(await Promise.race([f.evaluate<string>(expr), timedOut])) as FrameExtract
  } catch (e) {
    return { ok: false, reason: errorMessage(e).split('\n')[0] }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The one item a detail page is about, as one row. Runs in the page (self-contained). Its
 * heading is the page's only main heading (h1, else the only "title" element); every other
 * field is read from the smallest block around the heading that has it, and only when that
 * block shows one value for it (a block with several prices belongs to a list: no answer).
 * Label/value rows (two-column tables, definition lists) add their labels as keys.
 */
export function detailInPage(_args: ExtractArgs): FrameExtract {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
  const visible = (el: Element) => el.checkVisibility({ checkVisibilityCSS: true })
  const textOf = (el: Element) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a person reads
    norm((el as HTMLElement).innerText ?? el.textContent)
  const chrome = (el: Element) =>
    !!el.closest('nav, [role=navigation], [role=banner], [role=contentinfo], [role=dialog], aside') ||
    (!!el.closest('header, footer') && !el.closest('article, main, [role=main]'))
  const snake = (s: string) =>
    norm(s)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40)
  const struck = (el: Element, stop: Element) => {
    for (let e: Element | null = el; e && e !== stop; e = e.parentElement) {
      if (/^(DEL|S|STRIKE)$/.test(e.tagName)) return true
      if (
        /\b(?:was|old|regular|original|compare|strike)\b/i.test(e.className.toString().replace(/[-_]/g, ' '))
      )
        return true
      if (getComputedStyle(e).textDecorationLine.includes('line-through')) return true
    }
    return false
  }
  const PRICE =
    /(?:[$€£¥₹₩₽]|\b(?:USD|EUR|GBP|CHF|JPY|CAD|AUD|Rs\.?)\s?)\s?\d[\d,.\s]*\d(?:\.\d+)?|\d[\d.,\s]*\d?\s?(?:[€£$¥₹]|\b(?:USD|EUR|GBP|CHF|zł|kr|Kč)\b)/
  const mains = Array.from(document.querySelectorAll('h1')).filter((h) => visible(h) && !chrome(h))
  let heading: Element | undefined
  if (mains.length === 1) heading = mains[0]
  else if (mains.length === 0) {
    const titles = Array.from(document.querySelectorAll('[class*=title i]')).filter(
      (t) => visible(t) && !chrome(t) && !t.querySelector('a[href]') && !t.closest('a[href]'),
    )
    if (titles.length === 1) heading = titles[0]
  }
  if (!heading) return { ok: false, reason: 'the page has no one main heading' }
  const name = textOf(heading)
  if (!name) return { ok: false, reason: 'the main heading is empty' }
  const row: Record<string, string> = { name }
  type Reader = (block: Element) => string[]
  const within = (block: Element, sel: string) =>
    Array.from(block.querySelectorAll(sel)).filter((e) => visible(e) && !chrome(e))
  const DAY =
    /\b\d{4}-\d{2}-\d{2}\b|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2},? \d{4}\b|\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}\b/
  const byline = (t: string) => /\bby\s+([^·|•,]+?)\s*(?:[·|•,]|$)/i.exec(t)?.[1]?.trim()
  const readers: Record<string, Reader> = {
    price: (b) =>
      within(b, '[class*=price i], [itemprop=price]')
        .filter((e) => !struck(e, b))
        .map((e) => norm(e.textContent).match(PRICE)?.[0]?.trim() ?? '')
        .filter((v) => v),
    rating: (b) =>
      within(b, '[class*=rating i], [aria-label*=rating i]').map((e) => {
        const r = norm(e.getAttribute('aria-label')) || textOf(e)
        return r.match(/\d+(?:[.,]\d+)?(?:\s*(?:\/|out of)\s*\d+)?/)?.[0] ?? ''
      }),
    date: (b) => {
      const times = within(b, 'time').map((e) => e.getAttribute('datetime') || textOf(e))
      if (times.length) return times
      // "By Marta Oliveira · 12 March 2024 · 6 min read": the date written in the byline.
      return within(b, '[class*=byline i], [class*=meta i], [class*=date i]').map(
        (e) => textOf(e).match(DAY)?.[0] ?? '',
      )
    },
    author: (b) => [
      ...within(b, '[class*=author i], [rel=author], [itemprop=author]').map((e) =>
        textOf(e).replace(/^by\s+/i, ''),
      ),
      ...within(b, '[class*=byline i], [class*=meta i]').map((e) => byline(textOf(e)) ?? ''),
    ],
    seller: (b) => within(b, '[class*=seller i], [class*=vendor i], [class*=merchant i]').map(textOf),
    description: (b) => {
      const marked = within(b, '[class*=desc i], [itemprop=description]')
        .filter((e) => e !== heading && !e.contains(heading) && !e.querySelector('[class*=desc i]'))
        .map(textOf)
      if (marked.length) return marked
      // The item's one paragraph of prose, when nothing marks it: a sentence of five words or more.
      return within(b, 'p')
        .filter((e) => !e.closest('[class*=price i], [class*=rating i], [class*=stock i], [class*=meta i]'))
        .map(textOf)
        .filter((t) => t.split(/\s+/).length >= 5 && !PRICE.test(t))
    },
    availability: (b) =>
      within(b, '[class*=stock i], [class*=availability i], [itemprop=availability]').map(textOf),
  }
  for (const [key, read] of Object.entries(readers)) {
    for (let b: Element | null = heading.parentElement; b; b = b.parentElement) {
      const values = [...new Set(read(b).filter((v) => v))]
      if (values.length > 1) break
      if (values.length === 1) {
        row[key] = values[0]!
        break
      }
      if (b.matches('main, [role=main], article, body')) break
    }
  }
  // Label/value rows: "Warranty | 2 years", <dt>Memory</dt><dd>32 GB</dd>.
  for (const tr of Array.from(document.querySelectorAll('tr'))) {
    const cells = Array.from((tr as HTMLTableRowElement).cells)
    if (cells.length !== 2 || cells[0]!.tagName !== 'TH' || chrome(tr) || !visible(tr)) continue
    const k = snake(textOf(cells[0]!))
    if (k && row[k] === undefined) row[k] = textOf(cells[1]!)
  }
  for (const dt of Array.from(document.querySelectorAll('dt'))) {
    const dd = dt.nextElementSibling
    if (dd?.tagName !== 'DD' || chrome(dt) || !visible(dt)) continue
    const k = snake(textOf(dt))
    if (k && row[k] === undefined) row[k] = textOf(dd)
  }
  return { ok: true, items: [row], source: 'detail', score: 1 }
}
