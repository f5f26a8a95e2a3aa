import { describe, expect, it } from 'vitest'
import type { ObservedElement } from '../../src/page/observation'
import type { RawControl } from '../../src/page/observe-script'
import { partsOfMarked, readableLine, renderParts } from '../../src/page/page-lines'
import { controlAttributes, renderControl } from '../../src/page/render-control'

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
