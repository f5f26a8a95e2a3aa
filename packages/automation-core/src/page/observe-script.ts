/**
 * The in-page half of `observe`: one pass over the flat tree (document, open shadow roots,
 * slotted content) of ONE frame, producing lines of visible text and interactive controls.
 *
 * `observeInPage` is serialised and run with `frame.evaluate`, so it must not reference
 * anything outside its own body. A control is written as `\u0001<localId>\u0002<its text>\u0003`
 * (a field as `\u0001<localId>\u0002\u0003`), with its record in `controls`; the Node side
 * renders it from that record under its stable global index (render-control.ts). Iframes become placeholder
 * lines that the Node side replaces with the child frame's own lines.
 */

/** Position of a line relative to the viewport. */
export const ABOVE = 0
export const IN_VIEW = 1
export const BELOW = 2

/** One rendered line of a frame. */
export interface RawLine {
  /** Text, with `\u0001id\u0002 text \u0003` where a control stands (controls may hold controls). */
  t: string
  /** 0 above the viewport, 1 (partly) in it, 2 below or beside it. */
  p: number
  /** Set on an iframe placeholder: the local id of the <iframe> element. */
  f?: number
  /**
   * Set on a gap: lines the page already left out for the budget, as
   * [controls above the viewport, controls below it, lines of text].
   */
  g?: [number, number, number]
  /**
   * The item the line belongs to (a card, a row, a list entry: one of several alike siblings, with
   * little text), numbered in the pass; lines of one item share it.
   */
  i?: number
}

/**
 * One control of a frame as a planner reads it, by the local id its marker carries: the
 * fields Playwright's getByRole / getByLabel / getByPlaceholder / getByText match on.
 */
export interface RawControl {
  id: number
  /** ARIA role, explicit or implied by the element (link, button, textbox, checkbox, ...). */
  role: string
  /** Accessible name: aria-label, aria-labelledby, a <label>, the text, title, alt, placeholder. */
  name: string
  tag: string
  type?: string
  /** Text of the control's <label> elements (form fields). */
  label?: string
  placeholder?: string
  title?: string
  /** Current value (`••••` for a password); the chosen option's label for a select. */
  value?: string
  checked?: boolean | 'mixed'
  expanded?: boolean
  selected?: boolean
  pressed?: boolean
  /** The form it belongs to ("form 2": the second form of its document); controls of one form share it. */
  form?: string
  /** A column header that sorts (aria-sort on it or on its header cell): how it sorts now. */
  sort?: 'ascending' | 'descending' | 'none' | 'other'
  disabled?: boolean
  /** A field that cannot be typed into (a date shown by a picker). */
  readonly?: boolean
  required?: boolean
  href?: string
  /** The options of a select, their labels (at most 50). */
  options?: string[]
  /** How many options the select has (`options` holds at most 50). */
  optionCount?: number
  /** The field's `name` attribute (what the form sends it as). */
  htmlName?: string
  /** The `aria-label` the page gave it (a part of `name`, shown apart in the rendering). */
  ariaLabel?: string
  /** A radio's own value, when it has one ("express"). */
  choiceValue?: string
  /** Editable text that is no form field (contenteditable). */
  editable?: boolean
  /**
   * The dialog it is in (role dialog or alertdialog, or <dialog>): the dialog's accessible name,
   * or "dialog" when it has none.
   */
  dialog?: string
  /**
   * The part of the page around the page's own content it is in: the site's navigation, its
   * header (banner), footer (contentinfo) or a side bar (complementary). Absent in the content.
   */
  landmark?: 'navigation' | 'banner' | 'contentinfo' | 'complementary'
  /** In the page's search form (role search, or a <search> element). */
  search?: boolean
  /**
   * The text of the item it belongs to (the closest ancestor with more text than the control, when
   * that is short: a row, a card, a post, a list entry), to tell "Like" of one post from another.
   */
  context?: string
}

/** What one frame's pass returns. */
export interface RawFrame {
  /** Random id of the document: local ids are only meaningful together with it. */
  docId: string
  title: string
  lines: RawLine[]
  /** The controls of the lines sent, by local id. */
  controls: RawControl[]
  scrollY: number
  viewportHeight: number
  scrollHeight: number
  /**
   * Local ids from this one on were first given in this pass: controls that appeared since the
   * document's previous pass. Absent on the document's first pass.
   */
  newFrom?: number
}

/** Arguments of {@link observeInPage}. */
export interface ObserveScriptArgs {
  /** Max characters of one text run. */
  maxText: number
  /** Max characters of a control's label. */
  maxLabel: number
  /**
   * Character budget of the whole observation. The page sends every in-view line, and
   * other lines in document order up to this much; the rest is summed up in gap lines,
   * so a 20k-element page does not ship half a megabyte the cut throws away.
   */
  budget: number
}

/**
 * Walks the frame's DOM once. Runs in the page: self-contained on purpose.
 * Costs per element: one `checkVisibility`, one `getComputedStyle` (cursor), and a
 * `getBoundingClientRect` + hit test only for controls and elements holding text.
 */
export function observeInPage(args: ObserveScriptArgs): RawFrame {
  // Copies of the module constants: this body is all the page gets.
  const ABOVE = 0
  const IN_VIEW = 1
  const BELOW = 2
  const w = window as unknown as Record<string, unknown>
  type State = {
    docId: string
    next: number
    ids: WeakMap<Element, number>
    els: Map<number, Element>
    passes?: number
  }
  let state = w.__waObserve as State | undefined
  if (!state) {
    state = { docId: Math.random().toString(36).slice(2, 10), next: 1, ids: new WeakMap(), els: new Map() }
    Object.defineProperty(w, '__waObserve', { value: state, enumerable: false, configurable: true })
  }
  const st = state
  // ids given from here on are of elements this document's earlier passes did not see
  const newFrom = st.passes ? st.next : undefined
  st.passes = (st.passes ?? 0) + 1
  // Only the controls of this pass stay resolvable by id: hidden ones get their id back when shown.
  st.els = new Map()
  const idOf = (el: Element): number => {
    let id = st.ids.get(el)
    if (id === undefined) {
      id = st.next++
      st.ids.set(el, id)
    }
    st.els.set(id, el)
    return id
  }

  const vw = window.innerWidth
  const vh = window.innerHeight
  const SKIP = new Set('script style noscript template head meta link title datalist'.split(' '))
  const BLOCK = new Set(
    (
      'address article aside blockquote body dd details dialog div dl dt fieldset figcaption ' +
      'figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tr ul ' +
      'summary br caption thead tbody tfoot legend menu hgroup search center'
    ).split(' '),
  )
  const ROLES = new Set(
    (
      'button link checkbox radio tab menuitem menuitemcheckbox menuitemradio option switch ' +
      'combobox textbox searchbox slider spinbutton treeitem'
    ).split(' '),
  )
  // Control characters are dropped from page text: \u0001 and \u0002 mark controls.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: see above
  const NONSPACE = /[^\s\u0000-\u0008\u000e-\u001f]/
  // biome-ignore lint/suspicious/noControlCharactersInRegex: see above
  const clean = (s: string) => s.replace(/[\s\u0000-\u0008\u000e-\u001f]+/g, ' ')
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
  // About what a control's index, tag and attributes add to its text once rendered
  // (render-control.ts writes them), so that lines break where they did when the page wrote them
  const renderedExtra = (el: Element, tag: string): number => {
    let n = 2 * tag.length + 10
    for (const a of ['aria-label', 'placeholder', 'name', 'role', 'type', 'aria-expanded'])
      n += el.getAttribute(a)?.length ?? 0
    const value = (el as HTMLInputElement).value
    if (tag === 'input' && typeof value === 'string') n += Math.min(value.length, 80) + 8
    if (tag === 'select') n += Math.min((el as HTMLSelectElement).options.length, 8) * 12
    return n
  }

  const lines: RawLine[] = []
  // The line being built: text parts, controls, and its best viewport position.
  let parts: string[] = []
  let pos = -1
  let len = 0
  const flush = () => {
    const t = parts.join('').replace(/ {2,}/g, ' ').trim()
    if (t) lines.push({ t, p: pos < 0 ? BELOW : pos })
    parts = []
    pos = -1
    len = 0
  }
  const note = (p: number) => {
    if (pos < 0 || p === IN_VIEW) pos = p
  }
  let afterControl = false
  // Inline element edges crossed since the last text: 1 a start, 2 an end, 3 both (siblings).
  // `<b>$9</b><s>$12</s>` reads "$9 $12" and `<span>a</span><label>b</label>` "a b", while
  // `<b>Hel</b>lo` stays one word; no space goes before punctuation.
  let boundary = 0
  const spaced = (arr: string[], s: string) => {
    if (boundary) {
      const siblings = boundary === 3
      boundary = 0
      const a = arr[arr.length - 1]?.slice(-1) ?? ''
      const b = s[0] ?? ''
      if (
        a &&
        b &&
        !/\s/.test(a + b) &&
        (siblings || !(/\p{L}/u.test(a) && /\p{L}/u.test(b))) &&
        !/[,.;:!?)\]}%'’]/.test(b) &&
        !/[([{$€£#@/'‘-]/.test(a)
      ) {
        arr.push(' ')
      }
    }
    arr.push(s)
  }
  const add = (s: string, p: number, isControl = false, extra = 0) => {
    // Long inline runs (a nav of 200 links) become several lines, so the budget cut is finer.
    if (len > 240) flush()
    // Controls written next to each other (or to text) in the source still need a space.
    if (len && (isControl || afterControl) && !s.startsWith(' ') && !parts[parts.length - 1]!.endsWith(' ')) {
      parts.push(' ')
    }
    afterControl = isControl
    spaced(parts, s)
    // (a control's tag and attributes, written on the Node side, are counted too)
    len += s.length + extra
    note(p)
  }

  // Label of the control being walked: its descendants' text goes there, not to the line.
  let label: string[] | null = null
  let labelLen = 0
  let labelAlt = ''

  const posOf = (r: DOMRect): number => {
    if (r.bottom <= 0) return ABOVE
    if (r.top >= vh || r.right <= 0 || r.left >= vw) return BELOW
    return IN_VIEW
  }
  const isRelated = (el: Element, hit: Element): boolean => {
    if (hit === el || el.contains(hit)) return true
    // Hit an ancestor (pointer-events: none on el); cross shadow boundaries on the way up.
    let n: Node | null = el
    while (n) {
      if (n === hit) return true
      n = n.parentNode ?? (n as ShadowRoot).host ?? null
    }
    return false
  }
  // True when an ancestor clips the point away (scrolled out of an overflow box): not covered.
  const clippedAt = (el: Element, x: number, y: number): boolean => {
    let n: Element | null = el.parentElement
    while (n && n !== document.body) {
      const r = n.getBoundingClientRect()
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) {
        if (getComputedStyle(n).overflow !== 'visible') return true
      }
      n = n.parentElement
    }
    return false
  }
  // What can cover other content: fixed, sticky or absolute boxes (and modal dialogs, whose
  // backdrop covers the page) found on top at a grid of points. Hit tests cost up to 1 ms
  // each on big pages, so only elements under such a box get their own.
  type Cover = { el: Element; top: number; left: number; bottom: number; right: number }
  const covers: Cover[] = []
  const seenCover = new Set<Element>()
  for (const fy of [0.1, 0.37, 0.63, 0.9]) {
    for (const fx of [0.1, 0.5, 0.9]) {
      let hit = document.elementFromPoint(vw * fx, vh * fy)
      // Into open shadow roots, to the element really on top.
      for (let d = 0; hit?.shadowRoot && d < 8; d++) {
        const inner: Element | null = hit.shadowRoot.elementFromPoint(vw * fx, vh * fy)
        if (!inner || inner === hit) break
        hit = inner
      }
      for (let n: Element | null = hit; n && n !== document.body && n !== document.documentElement; ) {
        if (seenCover.has(n)) break
        seenCover.add(n)
        const position = getComputedStyle(n).position
        if (position === 'fixed' || position === 'sticky' || position === 'absolute') {
          const modal = n.localName === 'dialog' && n.matches(':modal')
          const r = n.getBoundingClientRect()
          covers.push(modal ? { el: n, top: 0, left: 0, bottom: vh, right: vw } : { el: n, ...r.toJSON() })
          break
        }
        n = n.parentElement ?? ((n.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null
      }
    }
  }
  const insideOf = (el: Element, outer: Element): boolean => {
    for (let n: Node | null = el; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null)
      if (n === outer) return true
    return false
  }
  const mayBeCovered = (el: Element, r: DOMRect): boolean => {
    for (const c of covers) {
      if (r.right <= c.left || r.left >= c.right || r.bottom <= c.top || r.top >= c.bottom) continue
      if (!insideOf(el, c.el) && !insideOf(c.el, el)) return true
    }
    return false
  }

  /** Viewport position of el, or -1 when it is covered by another element. */
  const placeOf = (el: Element, r: DOMRect): number => {
    const p = posOf(r)
    if (p !== IN_VIEW || !mayBeCovered(el, r)) return p
    const left = Math.max(r.left, 0)
    const right = Math.min(r.right, vw)
    const top = Math.max(r.top, 0)
    const bottom = Math.min(r.bottom, vh)
    const root = el.getRootNode() as Document | ShadowRoot
    const probe = (fx: number, fy: number) => {
      const x = left + (right - left) * fx
      const y = top + (bottom - top) * fy
      const hit = root.elementFromPoint(x, y)
      return !hit || isRelated(el, hit)
    }
    if (probe(0.5, 0.5) || probe(0.15, 0.2) || probe(0.85, 0.8)) return IN_VIEW
    const cx = (left + right) / 2
    const cy = (top + bottom) / 2
    if (clippedAt(el, cx, cy)) return BELOW
    // Under a bar fixed to the top or bottom edge (a player, a cookie notice, a sticky header):
    // scrolling brings it out, so it is above or below the view, not gone.
    const over = covers.filter(
      (c) =>
        !(r.right <= c.left || r.left >= c.right || r.bottom <= c.top || r.top >= c.bottom) &&
        !insideOf(el, c.el) &&
        !insideOf(c.el, el),
    )
    const bar = (c: Cover) => c.bottom - c.top <= vh * 0.35 && (c.top <= 1 || c.bottom >= vh - 1)
    if (over.length && over.every(bar)) return over.some((c) => c.top <= 1) ? ABOVE : BELOW
    return -1
  }
  const sizeOf = (el: Element): DOMRect | null => {
    const r = el.getBoundingClientRect()
    if (r.width >= 1 && r.height >= 1) return r
    // An inline wrapper around a floated or positioned child has no box of its own.
    for (let c = el.firstElementChild; c; c = c.nextElementSibling) {
      const cr = c.getBoundingClientRect()
      if (cr.width >= 1 && cr.height >= 1) return cr
    }
    return null
  }

  const control = (el: Element, tag: string, p: number, pointer: boolean) => {
    const id = idOf(el)
    // The Node side renders the control from its record (render-control.ts); the page sends
    // only what it alone knows: where the control stands, and the text inside it.
    const head = `\u0001${id}\u0002`
    let body = ''
    if (tag !== 'input' && tag !== 'select' && tag !== 'textarea') {
      // Walk the children into a fresh label; nested controls end up inside it.
      const outer = label
      const outerLen = labelLen
      const outerAlt = labelAlt
      label = []
      labelLen = 0
      labelAlt = ''
      walkChildren(el.shadowRoot ?? el, pointer)
      let text = label.join('').replace(/ {2,}/g, ' ').trim()
      if (!text) {
        text =
          el.getAttribute('title') ||
          labelAlt ||
          (el as HTMLInputElement).value ||
          (tag === 'a' ? (el.getAttribute('href') ?? '').replace(/^https?:\/\/[^/]+/, '').slice(0, 60) : '')
        text = cut(clean(text).trim(), args.maxLabel)
      }
      label = outer
      labelLen = outerLen
      labelAlt = outerAlt
      body = text
    }
    if (label) label.push(`${head}${body}\u0003`)
    else add(`${head}${body}\u0003`, p, true, renderedExtra(el, tag))
  }

  const interactive = (el: Element, tag: string, pointer: boolean): boolean => {
    switch (tag) {
      case 'a':
        return el.hasAttribute('href') || pointer
      case 'button':
      case 'select':
      case 'textarea':
      case 'summary':
        return true
      case 'input':
        return (el as HTMLInputElement).type !== 'hidden'
      case 'label': {
        // A label styling a hidden checkbox is the only thing a user can click.
        const c = (el as HTMLLabelElement).control
        return !!c && !c.checkVisibility()
      }
    }
    if (!el.hasAttributes()) return pointer
    const role = el.getAttribute('role')
    if (role && ROLES.has(role)) return true
    if (el.hasAttribute('onclick')) return true
    if (el.hasAttribute('tabindex') && (el as HTMLElement).tabIndex >= 0) return true
    const ce = el.getAttribute('contenteditable')
    if (ce !== null && ce !== 'false') return true
    return pointer
  }

  const walkText = (node: Text, ctx: { p: number }) => {
    const data = node.data
    if (!NONSPACE.test(data)) {
      if (data && (label ? labelLen : len)) (label ?? parts).push(' ')
      return
    }
    let s = clean(data)
    if (ctx.p === -1) return
    if (label) {
      if (labelLen < args.maxLabel) {
        s = cut(s, args.maxLabel - labelLen + 1)
        spaced(label, s)
        labelLen += s.length
      }
      return
    }
    if (ctx.p === -2) {
      // Slotted text belongs to the host; text of a display: contents parent is measured itself.
      const parent = node.parentElement ?? document.body
      let r = sizeOf(parent)
      // Only a parent without a box of its own (display: contents) lets its text show anyway.
      if (!r && parent.getClientRects().length === 0) {
        const range = document.createRange()
        range.selectNodeContents(node)
        const rr = range.getBoundingClientRect()
        if (rr.width >= 1 && rr.height >= 1) r = rr
      }
      ctx.p = r ? placeOf(parent, r) : -1
    }
    if (ctx.p === -1) return
    add(cut(s, args.maxText), ctx.p)
  }

  const walkChildren = (el: Element | ShadowRoot, pointer: boolean, showText = true) => {
    // Text directly in `el` shares one position lookup (-2 = not computed yet, -1 = hidden).
    const ctx = { p: showText ? -2 : -1 }
    let kids: ArrayLike<Node> | null = null
    if (el instanceof HTMLSlotElement) {
      const assigned = el.assignedNodes()
      if (assigned.length) kids = assigned
    }
    if (kids) {
      for (let i = 0; i < kids.length; i++) visit(kids[i]!, pointer, ctx)
    } else {
      for (let n = el.firstChild; n; n = n.nextSibling) visit(n, pointer, ctx)
    }
  }
  const visit = (n: Node, pointer: boolean, ctx: { p: number }) => {
    if (n.nodeType === 3) walkText(n as Text, ctx)
    else if (n.nodeType === 1) walkElement(n as Element, pointer)
  }

  // An item is a block among two or more siblings of its tag and class (cards of a grid, rows,
  // entries of a list) whose lines, once walked, are short together; the outermost one gives its
  // lines its number (RawLine.i). Siblings are counted once per parent.
  let items = 0
  const ITEM_CHARS = 600
  const alike = new Map<Element, Map<string, number>>()
  const kindOf = (e: Element) => `${e.localName}.${e.getAttribute('class') ?? ''}`
  const hasAlike = (el: Element): boolean => {
    const parent = el.parentElement
    // (childElementCount counts the children each time: a list of 3,000 would cost 9 million steps)
    if (!parent || parent.firstElementChild === parent.lastElementChild) return false
    let kinds = alike.get(parent)
    if (!kinds) {
      kinds = new Map()
      for (let c = parent.firstElementChild; c; c = c.nextElementSibling) {
        const k = kindOf(c)
        kinds.set(k, (kinds.get(k) ?? 0) + 1)
      }
      alike.set(parent, kinds)
    }
    return (kinds.get(kindOf(el)) ?? 0) >= 2
  }

  const walkElement = (el: Element, parentPointer: boolean) => {
    const tag = el.localName
    // aria-hidden and inert content is not there for a person (inert: behind a modal dialog).
    if (
      SKIP.has(tag) ||
      (el.hasAttributes() && (el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('inert')))
    ) {
      return
    }
    let boxed = true
    let showText = true
    if (!el.checkVisibility({ checkVisibilityCSS: true })) {
      // Not rendered itself; children may still be (display: contents, visibility: hidden parent).
      const s = getComputedStyle(el)
      if (s.display === 'none' || (s.display !== 'contents' && s.visibility !== 'hidden')) return
      boxed = false
      showText = s.visibility !== 'hidden'
    }
    if (tag === 'iframe' || tag === 'frame') {
      const r = boxed ? sizeOf(el) : null
      if (!r || label) return
      const p = placeOf(el, r)
      if (p === -1) return
      flush()
      lines.push({ t: '', p, f: idOf(el) })
      return
    }
    if (tag === 'img') {
      if (label && !labelAlt) labelAlt = el.getAttribute('alt') ?? ''
      return
    }
    if (tag === 'svg') {
      if (label && !labelAlt)
        labelAlt = el.getAttribute('aria-label') ?? el.querySelector('title')?.textContent ?? ''
      return
    }
    // Children of a pointer element inherit the cursor: only a change of it says "clickable".
    const pointer = parentPointer || (boxed && getComputedStyle(el).cursor === 'pointer')
    const block = BLOCK.has(tag)
    if (boxed && tag !== 'body' && interactive(el, tag, pointer && !parentPointer)) {
      const r = sizeOf(el)
      // A control with no size, even counting its children, is not there for a person.
      if (!r) return
      const p = placeOf(el, r)
      if (p === -1) return
      if (block && !label) flush()
      control(el, tag, p, pointer)
      if (block && !label) flush()
      return
    }
    if (!block) boundary |= 1
    if (label) {
      // Inside a control's label, blocks and cells only need a space between them.
      if (block || tag === 'td' || tag === 'th') label.push(' ')
    } else if (block) {
      flush()
    } else if ((tag === 'td' || tag === 'th') && len) {
      parts.push(' | ')
    }
    // (a block has just flushed the line before it: its lines start here)
    const from = block && !label && hasAlike(el) ? lines.length : -1
    if (tag === 'details' && !(el as HTMLDetailsElement).open) {
      // Only the summary of a closed <details> is shown.
      const summary = el.querySelector(':scope > summary')
      if (summary) walkElement(summary, pointer)
    } else {
      walkChildren(el.shadowRoot ?? el, pointer, showText)
    }
    if (!block) boundary |= 2
    if (label) {
      if (block) label.push(' ')
    } else if (block) {
      flush()
    }
    if (from >= 0 && lines.length > from) {
      let chars = 0
      for (let k = from; k < lines.length && chars <= ITEM_CHARS; k++) chars += lines[k]!.t.length
      if (chars <= ITEM_CHARS) {
        const i = ++items
        for (let k = from; k < lines.length; k++) lines[k]!.i = i
      }
    }
  }

  if (document.body) walkElement(document.body, false)
  flush()
  // Pre-cut (see ObserveScriptArgs.budget): in-view lines and the first other lines are sent.
  let total = 0
  for (const l of lines) total += l.t.length + 1
  let sent = lines
  if (total > args.budget) {
    sent = []
    let inView = 0
    let other = 0
    let gap: [number, number, number] | null = null
    for (const l of lines) {
      const n = l.t.length + 1
      let keep = l.f !== undefined
      if (!keep && l.p === IN_VIEW && inView + n <= args.budget) {
        inView += n
        keep = true
      } else if (!keep && l.p !== IN_VIEW && other + n <= args.budget) {
        other += n
        keep = true
      }
      if (keep) {
        if (gap) sent.push({ t: '', p: BELOW, g: gap })
        gap = null
        sent.push(l)
        continue
      }
      gap ??= [0, 0, 0]
      let controls = 0
      for (let i = l.t.indexOf('\u0001'); i >= 0; i = l.t.indexOf('\u0001', i + 1)) controls++
      if (!controls) gap[2]++
      else if (l.p === ABOVE) gap[0] += controls
      else gap[1] += controls
    }
    if (gap) sent.push({ t: '', p: BELOW, g: gap })
  }
  // Structured records only for the controls of the lines sent (a 20k-element page sends a few)
  const textOf = (el: Element | null | undefined) => cut(clean(el?.textContent ?? '').trim(), args.maxLabel)
  // a label's own words, not the options of a list or the text of a box inside it
  // ("Group by", not "Group by NoneTeamRole")
  const labelTextOf = (label: Element) => {
    if (!label.querySelector('select,textarea')) return textOf(label)
    const words: string[] = []
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (!n.parentElement?.closest('select,textarea')) words.push(n.textContent ?? '')
    return cut(clean(words.join(' ')).trim(), args.maxLabel)
  }
  const IMPLIED: Record<string, string> = {
    a: 'link',
    button: 'button',
    summary: 'button',
    textarea: 'textbox',
    option: 'option',
  }
  const INPUT_ROLES: Record<string, string> = {
    checkbox: 'checkbox',
    radio: 'radio',
    range: 'slider',
    number: 'spinbutton',
    search: 'searchbox',
    submit: 'button',
    reset: 'button',
    button: 'button',
    image: 'button',
  }
  // text lengths of ancestors, each read once per pass (a long list shares its ancestors)
  const textLength = new Map<Element, number>()
  const lengthOf = (el: Element) => {
    let n = textLength.get(el)
    if (n === undefined) {
      n = (el.textContent ?? '').length
      textLength.set(el, n)
    }
    return n
  }
  // a header or footer is the page's own (banner, contentinfo) unless it heads a part of the content
  const landmarkOf = (el: Element): RawControl['landmark'] => {
    const mark = el.closest(
      'nav,header,footer,aside,[role="navigation"],[role="banner"],[role="contentinfo"],[role="complementary"]',
    )
    if (!mark) return undefined
    const role = mark.getAttribute('role')
    if (role === 'navigation' || mark.localName === 'nav') return 'navigation'
    if (role === 'complementary' || mark.localName === 'aside') return 'complementary'
    if (role === 'banner') return 'banner'
    if (role === 'contentinfo') return 'contentinfo'
    if (mark.parentElement?.closest('article,section,main,[role="main"],[role="article"]')) return undefined
    return mark.localName === 'header' ? 'banner' : 'contentinfo'
  }
  /**
   * Whether `box` is a bar of controls: two or more buttons or links, and no text but theirs and
   * their labels' (a menu's items are its own: not a bar).
   */
  const onlyControls = (box: Element): boolean => {
    if (box.closest('[role="menu"],[role="menubar"],[role="listbox"],[role="tablist"]')) return false
    if (box.querySelector('[role="menuitem"],[role="option"],[role="tab"]')) return false
    const size = (e: Element) => (e.textContent ?? '').replace(/\s+/g, '').length
    const controls = box.querySelectorAll('button,a[href],[role="button"],[role="link"],[role="switch"]')
    if (controls.length < 2) return false
    let text = 0
    for (const c of controls) text += size(c)
    // (a control's label written apart: <span id="x">Email alerts</span> <button aria-labelledby="x">)
    for (const c of box.querySelectorAll('[aria-labelledby]')) {
      for (const id of (c.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
        const label = id ? box.ownerDocument.getElementById(id) : null
        if (label && box.contains(label) && !label.closest('button,a[href]')) text += size(label)
      }
    }
    return size(box) - text < 3
  }
  /** The name of a long part of the page: its aria-label, what labels it, or its first heading. */
  const namedPart = (up: Element): string | undefined => {
    const label =
      up.getAttribute('aria-label') ||
      (up.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((ref) => (ref ? textOf(document.getElementById(ref)) : ''))
        .join(' ')
        .trim() ||
      (['article', 'section', 'li'].includes(up.localName) ? textOf(up.querySelector('h2, h3, h4')) : '')
    return label ? cut(clean(label).trim(), 300) : undefined
  }
  const contextOf = (el: Element, own: number): string | undefined => {
    let up = el.parentElement
    for (let depth = 0; up && depth < 6; depth++, up = up.parentElement) {
      const n = lengthOf(up)
      // (a table's cell is no item: its row is)
      if (n < own + 15 || up.localName === 'td' || up.localName === 'th') continue
      // an item too long to give whole (a warning with its details) is known by its name or heading
      if (n > 600) return namedPart(up)
      // a bar of buttons says nothing of its own ("Manage preferences Reject all Accept all"):
      // the words around it are those of the part it ends (the notice above the buttons)
      if (onlyControls(up) && depth < 5) continue
      // the text as laid out: words of elements side by side stay apart ("Ward 4 Visiting 14:00", not "Ward 4Visiting14:00")
      // biome-ignore lint/performance/useDomNodeTextContent: the layout's word breaks are the point
      const laid = (up as HTMLElement).innerText
      return cut(clean(typeof laid === 'string' ? laid : (up.textContent ?? '')).trim(), 300)
    }
    return undefined
  }
  const describe = (id: number, el: Element): RawControl => {
    const tag = el.localName
    const input = tag === 'input' ? (el as HTMLInputElement) : null
    // a label that styles a hidden checkbox stands for that checkbox
    const target = tag === 'label' ? ((el as HTMLLabelElement).control ?? el) : el
    const targetTag = target.localName
    const field = target as HTMLInputElement
    let role = el.getAttribute('role') ?? ''
    if (!role) {
      if (targetTag === 'input') role = INPUT_ROLES[field.type] ?? (field.list ? 'combobox' : 'textbox')
      else if (targetTag === 'select')
        role =
          (target as HTMLSelectElement).multiple || (target as HTMLSelectElement).size > 1
            ? 'listbox'
            : 'combobox'
      else role = IMPLIED[targetTag] ?? ((el as HTMLElement).isContentEditable ? 'textbox' : 'generic')
    }
    // a button that opens a list of options to pick one from is a list (ARIA's select-only combobox)
    if (role === 'button' && el.getAttribute('aria-haspopup') === 'listbox') role = 'combobox'
    const labels =
      'labels' in target
        ? Array.from((target as HTMLInputElement).labels ?? [], labelTextOf).filter(Boolean)
        : []
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((ref) => textOf((el.getRootNode() as Document).getElementById?.(ref)))
      .join(' ')
      .trim()
    const aria = cut(clean(el.getAttribute('aria-label') ?? '').trim(), args.maxLabel)
    const placeholder = cut(clean(field.placeholder ?? el.getAttribute('placeholder') ?? '').trim(), 60)
    const title = cut(clean(el.getAttribute('title') ?? '').trim(), args.maxLabel)
    const alt = cut(clean(el.querySelector('img[alt]')?.getAttribute('alt') ?? '').trim(), args.maxLabel)
    const isField = targetTag === 'input' || targetTag === 'select' || targetTag === 'textarea'
    const own = isField && tag !== 'label' ? '' : textOf(el)
    const buttonValue = input && ['submit', 'button', 'reset'].includes(input.type) ? input.value : ''
    const name = aria || labelledBy || labels.join(' ') || own || buttonValue || title || alt || placeholder
    const out: RawControl = { id, role, name, tag }
    if (input) out.type = input.type
    const htmlName = isField ? field.name : ''
    if (htmlName) out.htmlName = cut(htmlName, 40)
    if (aria) out.ariaLabel = cut(aria, 60)
    if (targetTag === 'input' && field.type === 'radio' && field.value !== 'on')
      out.choiceValue = cut(field.value, 40)
    if (!isField && (el as HTMLElement).isContentEditable) out.editable = true
    if (labels.length) out.label = labels.join(' ')
    if (placeholder) out.placeholder = placeholder
    if (title) out.title = title
    if (targetTag === 'select') {
      const select = target as HTMLSelectElement
      out.value = Array.from(select.selectedOptions, (o) => clean(o.label || o.text).trim()).join(', ')
      out.options = Array.from(select.options)
        .slice(0, 50)
        .map((o) => cut(clean(o.label || o.text).trim(), 60))
      out.optionCount = select.options.length
    } else if (
      targetTag === 'textarea' ||
      (targetTag === 'input' && !['checkbox', 'radio'].includes(field.type))
    ) {
      if (field.value) out.value = field.type === 'password' ? '••••' : cut(clean(field.value), 200)
    }
    if (targetTag === 'input' && (field.type === 'checkbox' || field.type === 'radio')) {
      out.checked = field.indeterminate ? 'mixed' : field.checked
    }
    const ac = el.getAttribute('aria-checked')
    if (ac !== null) out.checked = ac === 'mixed' ? 'mixed' : ac === 'true'
    const ex = el.getAttribute('aria-expanded')
    if (ex !== null) out.expanded = ex === 'true'
    else if (tag === 'summary') out.expanded = !!(el.parentElement as HTMLDetailsElement | null)?.open
    if (el.getAttribute('aria-selected') === 'true') out.selected = true
    const pressed = el.getAttribute('aria-pressed')
    if (pressed !== null) out.pressed = pressed === 'true'
    const sorts = (
      el.getAttribute('aria-sort') ??
      el.closest('th,[role="columnheader"]')?.getAttribute('aria-sort') ??
      ''
    ).toLowerCase()
    if (sorts) out.sort = ['ascending', 'descending', 'none'].includes(sorts) ? (sorts as 'none') : 'other'
    else {
      // a button that is the whole of a column's header cell sorts by that column, though the
      // page marks no order until one is chosen
      const head = el.closest('th,[role="columnheader"]')
      const column =
        head !== null &&
        (head.getAttribute('role') === 'columnheader' ||
          head.getAttribute('scope') === 'col' ||
          head.closest('thead') !== null)
      const pressable = tag === 'button' || el.getAttribute('role') === 'button'
      if (column && pressable && head.textContent?.trim() === el.textContent?.trim()) out.sort = 'none'
    }
    if ((target as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true')
      out.disabled = true
    if (field.required) out.required = true
    if ((field as HTMLInputElement).readOnly && isField) out.readonly = true
    if (tag === 'a' && el.hasAttribute('href')) out.href = (el as HTMLAnchorElement).href
    if (out.value === undefined && (role === 'spinbutton' || role === 'slider')) {
      const now = el.getAttribute('aria-valuetext') ?? el.getAttribute('aria-valuenow')
      if (now) out.value = cut(clean(now), 60)
    }
    const box = el.closest('dialog,[role="dialog"],[role="alertdialog"]')
    if (box) {
      const boxLabel = box.getAttribute('aria-labelledby')
      const named =
        box.getAttribute('aria-label') ||
        (boxLabel && textOf((box.getRootNode() as Document).getElementById?.(boxLabel))) ||
        textOf(box.querySelector('h1,h2,h3,h4,[role="heading"]'))
      out.dialog = cut(clean(named || '').trim(), 60) || 'dialog'
    }
    // the form it belongs to (a field's own form, or the <form> around it), as the form's
    // place among the page's forms: controls of one form share it
    const form = (field as HTMLInputElement).form ?? el.closest('form')
    if (form) out.form = `form ${Array.prototype.indexOf.call(document.forms, form) + 1}`
    const landmark = landmarkOf(el)
    if (landmark) out.landmark = landmark
    if (el.closest('[role="search"],search')) out.search = true
    const context = contextOf(el, (el.textContent ?? '').length)
    if (context) out.context = context
    return out
  }
  const controls: RawControl[] = []
  for (const l of sent) {
    for (let i = l.t.indexOf('\u0001'); i >= 0; i = l.t.indexOf('\u0001', i + 1)) {
      const id = Number(l.t.slice(i + 1, l.t.indexOf('\u0002', i)))
      const el = st.els.get(id)
      if (el) controls.push(describe(id, el))
    }
  }
  const se = document.scrollingElement ?? document.documentElement
  return {
    docId: st.docId,
    title: document.title,
    lines: sent,
    controls,
    scrollY: Math.round(window.scrollY),
    viewportHeight: vh,
    scrollHeight: se ? se.scrollHeight : vh,
    ...(newFrom === undefined ? {} : { newFrom }),
  }
}

/**
 * Resolves once the document's stylesheets and web fonts have loaded, or after `ms`. Runs in
 * the page. DOMContentLoaded does not wait for stylesheets: read before them, a page shows
 * what its CSS hides (menus, banners) and its layout changes under the next observation.
 */
export function stylesReady(ms: number): Promise<void> {
  const pending = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')).filter(
    (l) => !l.sheet && !l.disabled && (!l.media || matchMedia(l.media).matches),
  )
  const fonts = document.fonts?.status === 'loading'
  if (!pending.length && !fonts) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    const loads = pending.map(
      (l) =>
        new Promise<void>((done) => {
          if (l.sheet) return done()
          l.addEventListener('load', () => done(), { once: true })
          l.addEventListener('error', () => done(), { once: true })
        }),
    )
    Promise.all([...loads, fonts ? document.fonts.ready : null]).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/**
 * The source of an evaluate call of `fn(arg)` as an expression string. Bundlers that keep
 * function names (tsx, esbuild keepNames) insert `__name(...)` calls the page does not have;
 * the wrapper defines it, so the same function works however this module was built.
 */
export function pageExpression<A>(fn: (arg: A) => unknown, arg: A): string {
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}) })()`
}

/**
 * `fn` rebuilt so that its source, as Playwright sends it to the page, defines `__name`
 * first (see {@link pageExpression}). For `page.evaluate(fn, arg)` and `handle.evaluate(fn, arg)`.
 */
export function pageFunction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  return new Function('...args', `const __name = (f) => f; return (${fn.toString()})(...args)`) as (
    ...args: A
  ) => R
}
