import { countTokens } from 'gpt-tokenizer/encoding/o200k_base'
import { describe, expect, it } from 'vitest'
import { FOLD_LEGEND, type ModelLine, modelText } from '../../src/page/model-text'
import type { LinePart, ObservedElement } from '../../src/page/observation'
import { BELOW, IN_VIEW, type RawControl } from '../../src/page/observe-script'
import { partsOfMarked, readableLine, renderParts } from '../../src/page/page-lines'
import { controlAttributes, renderControl, renderModelControl } from '../../src/page/render-control'

const control = (fields: Partial<RawControl>): RawControl => ({
  id: 1,
  role: 'button',
  name: '',
  tag: 'button',
  ...fields,
})

describe('renderControl: what a model reads, from the record alone', () => {
  it('writes a role only where the tag does not give it', () => {
    expect(renderControl(3, control({}), 'Save')).toBe('[3]<button>Save</button>')
    expect(renderControl(4, control({ tag: 'div', role: 'tab', selected: true }), 'Billing')).toBe(
      '[4]<div role=tab selected>Billing</div>',
    )
    expect(
      renderControl(5, control({ tag: 'input', type: 'text', role: 'combobox', expanded: false }), ''),
    ).toBe('[5]<input role=combobox expanded=false>')
    expect(renderControl(6, control({ tag: 'span', role: 'generic' }), 'Open')).toBe('[6]<span>Open</span>')
  })

  it("gives a field's name, placeholder, value and state, a password hidden", () => {
    const email = control({
      tag: 'input',
      type: 'email',
      role: 'textbox',
      htmlName: 'email',
      placeholder: 'you@example.com',
      value: 'ana@example.com',
      required: true,
    })
    expect(renderControl(7, email, '')).toBe(
      '[7]<input type=email name=email placeholder=you@example.com value=ana@example.com required>',
    )
    const password = control({ tag: 'input', type: 'password', role: 'textbox', value: '••••' })
    expect(renderControl(8, password, '')).toBe('[8]<input type=password value="••••">')
    const radio = control({
      tag: 'input',
      type: 'radio',
      role: 'radio',
      choiceValue: 'Express post',
      checked: true,
    })
    expect(controlAttributes(radio)).toBe(' type=radio value="Express post" checked')
    const box = control({ tag: 'div', role: 'checkbox', checked: 'mixed', ariaLabel: 'All rows' })
    expect(controlAttributes(box)).toBe(' role=checkbox aria-label="All rows" checked=mixed')
  })

  it("lists a select's first eight options and counts the rest", () => {
    const sizes = Array.from({ length: 12 }, (_, i) => `Size ${i + 1}`)
    const select = control({
      tag: 'select',
      role: 'combobox',
      value: 'Size 2',
      options: sizes,
      optionCount: 12,
    })
    expect(renderControl(9, select, '')).toBe(
      '[9]<select value="Size 2">Size 1 | Size 2 | Size 3 | Size 4 | Size 5 | Size 6 | Size 7 | Size 8 | …+4 more</select>',
    )
  })

  it('writes a text area with its text, a header that sorts with its order', () => {
    const notes = control({ tag: 'textarea', role: 'textbox', value: 'Leave at the door' })
    expect(renderControl(10, notes, '')).toBe('[10]<textarea>Leave at the door</textarea>')
    expect(renderControl(11, control({ sort: 'descending' }), 'Date')).toBe(
      '[11]<button sorted=descending>Date</button>',
    )
  })
})

describe('a line of the page: structured, then rendered for a model and for a person', () => {
  const records = new Map<number, ObservedElement>([
    [41, { ...control({ tag: 'a', role: 'link' }), index: 41, position: 'in-view' }],
    [42, { ...control({}), index: 42, position: 'in-view' }],
  ])
  const elementOf = (index: number) => records.get(index)
  const parts = (marked: string) => partsOfMarked(marked, (id) => id + 40)

  it('holds controls inside controls, each with its own index', () => {
    expect(parts('Card: \u00011\u0002Harbour walk \u00012\u0002Save\u0003\u0003 today')).toEqual([
      'Card: ',
      { index: 41, parts: ['Harbour walk ', { index: 42, parts: ['Save'] }] },
      ' today',
    ])
  })

  it('renders controls inside controls, innermost first, with their own indices', () => {
    const line = parts('Card: \u00011\u0002Harbour walk \u00012\u0002Save\u0003\u0003 today')
    expect(renderParts(line, elementOf)).toBe('Card: [41]<a>Harbour walk [42]<button>Save</button></a> today')
    expect(readableLine({ parts: line, position: 'in-view' }, elementOf)).toBe(
      'Card: Harbour walk Save today',
    )
  })

  it('closes a control the line was cut inside, and keeps the index of one without a record', () => {
    expect(renderParts(parts('Read \u00011\u0002the whole sto…'), elementOf)).toBe(
      'Read [41]<a>the whole sto…</a>',
    )
    expect(renderParts(parts('\u00019\u0002Help\u0003'), elementOf)).toBe('[49]Help')
  })
})

describe('the text a model reads: the same facts, fewer tokens', () => {
  const element = (index: number, fields: Partial<RawControl>): ObservedElement => ({
    ...control(fields),
    index,
    position: 'in-view',
  })

  it('writes a button or a link with nothing else to say as [index]text, anything more in a tag', () => {
    expect(renderModelControl(3, control({}), 'Save', 'Save', false, { bare: true })).toBe('[3]Save')
    // (text runs on after it: the tag says where the link ends)
    expect(renderModelControl(3, control({ tag: 'a', role: 'link' }), 'terms', 'terms', false)).toBe(
      '[3]<a>terms</a>',
    )
    expect(renderModelControl(4, control({ disabled: true }), 'Send', 'Send', false, { bare: true })).toBe(
      '[4]<button disabled>Send</button>',
    )
    expect(
      renderModelControl(
        5,
        control({ tag: 'div', role: 'tab', selected: true }),
        'Billing',
        'Billing',
        false,
      ),
    ).toBe('[5]<tab selected>Billing</tab>')
    // an icon button by its name; a button whose name says more than its text, with both
    expect(
      renderModelControl(6, control({ name: 'Close', ariaLabel: 'Close' }), '', '', false, { bare: true }),
    ).toBe('[6]Close')
    expect(
      renderModelControl(
        7,
        control({ name: 'Like Jo’s post', ariaLabel: 'Like Jo’s post' }),
        'Like',
        'Like',
        false,
      ),
    ).toBe('[7]<button label="Like Jo’s post">Like</button>')
    expect(renderModelControl(8, control({}), 'Save', 'Save', false, { isNew: true, bare: true })).toBe(
      '*[8]Save',
    )
    expect(renderModelControl(9, control({}), 'Save', 'Save', false, { folded: true })).toBe('[9]')
  })

  it('names every field by its label, aria-label, title or placeholder; the form name only when nothing else does', () => {
    const field = (fields: Partial<RawControl>) => control({ tag: 'input', role: 'textbox', ...fields })
    expect(
      renderModelControl(1, field({ name: 'Full name', label: 'Full name', htmlName: 'n' }), '', '', false),
    ).toBe('[1]<input label="Full name">')
    expect(
      renderModelControl(
        2,
        field({ type: 'radio', role: 'radio', name: 'Express', choiceValue: 'x' }),
        '',
        '',
        false,
      ),
    ).toBe('[2]<input type=radio label=Express>')
    expect(
      renderModelControl(
        3,
        field({ type: 'email', name: 'you@x.com', placeholder: 'you@x.com', htmlName: 'e' }),
        '',
        '',
        false,
      ),
    ).toBe('[3]<input type=email placeholder=you@x.com>')
    expect(renderModelControl(4, field({ htmlName: 'q' }), '', '', false)).toBe('[4]<input name=q>')
    expect(
      renderModelControl(
        5,
        control({ tag: 'textarea', role: 'textbox', name: 'Notes', value: 'Ring twice' }),
        '',
        '',
        false,
      ),
    ).toBe('[5]<textarea label=Notes value="Ring twice">')
  })

  const count = (s: string) => countTokens(s)
  const lineOf = (...parts: LinePart[]): ModelLine => ({
    parts,
    pos: IN_VIEW,
    elements: parts.filter((p) => typeof p !== 'string').length,
    kept: true,
  })

  it('writes a label once, in its field, and an item on one line', () => {
    const records = new Map([
      [1, element(1, { tag: 'input', type: 'radio', role: 'radio', name: 'Standard' })],
      [2, element(2, { tag: 'input', type: 'radio', role: 'radio', name: 'Express' })],
      [3, element(3, { tag: 'input', role: 'textbox', name: 'Send to' })],
      [4, element(4, { tag: 'textarea', role: 'textbox', name: 'Notes' })],
    ])
    const lines = [
      lineOf({ index: 1, parts: [] }, ' Standard ', { index: 2, parts: [] }, ' Express'),
      { ...lineOf('Send to'), item: 'f' },
      { ...lineOf({ index: 3, parts: [] }), item: 'f' },
      lineOf('Notes:'),
      lineOf({ index: 4, parts: [] }),
    ]
    const out = modelText('Title: T', lines, (i) => records.get(i), 500, count)
    expect(out.text).toBe(
      'Title: T\n[1]<input type=radio label=Standard> [2]<input type=radio label=Express>\n[3]<input label="Send to">\n[4]<textarea label=Notes>',
    )
    expect(out.tokens).toBe(countTokens(out.text))
  })

  it('writes the controls every item repeats once, then by their index, and cuts whole items to the budget', () => {
    const records = new Map<number, ObservedElement>()
    const lines: ModelLine[] = []
    for (let k = 0; k < 40; k++) {
      const [view, get] = [2 * k + 1, 2 * k + 2]
      records.set(view, element(view, { tag: 'a', role: 'link', name: 'View report' }))
      records.set(get, element(get, { name: 'Download' }))
      lines.push({ ...lineOf(`Report ${k}`), item: `i${k}`, pos: k < 5 ? IN_VIEW : BELOW })
      lines.push({ ...lineOf(`Revenue $${k}.5M`), item: `i${k}`, pos: k < 5 ? IN_VIEW : BELOW })
      lines.push({
        ...lineOf({ index: view, parts: ['View report'] }, ' ', { index: get, parts: ['Download'] }),
        item: `i${k}`,
        pos: k < 5 ? IN_VIEW : BELOW,
      })
    }
    const all = modelText('Title: T', lines, (i) => records.get(i), 10_000, count)
    const rows = all.text.split('\n')
    expect(rows[1]).toBe('Report 0 · Revenue $0.5M · [1]View report [2]Download')
    expect(rows[2]).toBe(FOLD_LEGEND)
    expect(rows[3]).toBe('Report 1 · Revenue $1.5M · [3] [4]')
    expect(all.shown).toBe(80)
    const cut = modelText('Title: T', lines, (i) => records.get(i), 150, count)
    expect(cut.tokens).toBeLessThanOrEqual(150)
    expect(cut.tokens).toBe(countTokens(cut.text))
    // whole items: every report shown has its revenue and its two controls
    for (const row of cut.text.split('\n').filter((r) => r.startsWith('Report'))) {
      expect(row).toMatch(/^Report (\d+) · Revenue \$\1\.5M · \[\d+\]/)
    }
    expect(cut.omitted).toBe(80 - cut.shown)
    expect(cut.text).toMatch(
      /\n…\n\.\.\. \d+ more elements below \(and \d+ lines of text\); scroll to see them$/,
    )
  })
})
