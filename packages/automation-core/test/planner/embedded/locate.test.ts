import { describe, expect, it } from 'vitest'
import type { ObservedElement } from '../../../src/page/observation'
import { locate, normalizeName, related } from '../../../src/planner/embedded/execute/locate'
import { rolesOfKind } from '../../../src/planner/embedded/lexicon/element-kinds'

let next = 1
const el = (fields: Partial<ObservedElement> & Pick<ObservedElement, 'role' | 'name'>): ObservedElement => ({
  index: next++,
  tag: 'div',
  position: 'in-view',
  ...fields,
})

const page = [
  el({ role: 'link', name: 'Pricing', href: 'https://x.test/pricing' }),
  el({ role: 'link', name: 'Pricing', href: 'https://x.test/pricing' }),
  el({ role: 'button', name: 'Save draft' }),
  el({ role: 'button', name: 'Save' }),
  el({ role: 'textbox', name: 'E-mail address', label: 'E-mail address', tag: 'input' }),
  el({ role: 'searchbox', name: 'Search', placeholder: 'Search the catalogue', tag: 'input' }),
  el({ role: 'checkbox', name: 'I agree to the terms', checked: false }),
  el({ role: 'button', name: 'Delete', disabled: true }),
  el({ role: 'button', name: 'Delete all' }),
  el({ role: 'tab', name: 'Billing' }),
  el({ role: 'link', name: 'Billing', href: 'https://x.test/billing' }),
]
const find = (name: string, kind?: string) =>
  locate(page, { name, roles: kind ? rolesOfKind(kind) : undefined })
const nameOf = (r: ReturnType<typeof locate>) => (r.kind === 'found' ? r.element.name : r.kind)

describe('locate', () => {
  it('compares names without case or punctuation', () => {
    expect(normalizeName('  E-Mail   Address! ')).toBe('e mail address')
    expect(nameOf(find('e-mail ADDRESS'))).toBe('E-mail address')
  })

  it('takes an exact name over a partial one', () => {
    expect(nameOf(find('save'))).toBe('Save')
    expect(nameOf(find('save draft'))).toBe('Save draft')
  })

  it('finds by placeholder, then by the words of a text', () => {
    expect(nameOf(find('search the catalogue'))).toBe('Search')
    expect(nameOf(find('terms'))).toBe('I agree to the terms')
  })

  it('takes words in a name or label over the same words in a placeholder', () => {
    const form = [
      el({ role: 'textbox', name: 'Your name', label: 'Your name', tag: 'input' }),
      el({ role: 'combobox', name: 'Centre', label: 'Centre', placeholder: 'Start typing a centre name' }),
    ]
    expect(nameOf(locate(form, { name: 'name' }))).toBe('Your name')
    expect(nameOf(locate(form, { name: 'centre' }))).toBe('Centre')
  })

  it('narrows by kind, and refuses between equals of different kinds', () => {
    expect(nameOf(find('billing', 'tab'))).toBe('Billing')
    expect(find('billing', 'tab')).toMatchObject({ element: { role: 'tab' } })
    const both = find('billing')
    expect(both.kind).toBe('ambiguous')
    expect(both.kind === 'ambiguous' && both.candidates.map((c) => c.role)).toEqual(['tab', 'link'])
  })

  it('counts two links to the same place with the same name once', () => {
    expect(find('pricing')).toMatchObject({ kind: 'found', element: { href: 'https://x.test/pricing' } })
  })

  it('never trades an exact match for a partial one because it is disabled; between equals, enabled wins', () => {
    expect(find('delete')).toMatchObject({ kind: 'found', element: { name: 'Delete', disabled: true } })
    const twins = [el({ role: 'button', name: 'Next', disabled: true }), el({ role: 'button', name: 'Next' })]
    const next = locate(twins, { name: 'next' })
    expect(next.kind === 'found' && next.element.index).toBe(twins[1]?.index)
  })

  it('says missing when nothing matches, or nothing of the kind', () => {
    expect(find('checkout').kind).toBe('missing')
    expect(find('save', 'link').kind).toBe('missing')
    expect(find('').kind).toBe('missing')
  })

  it('finds a name whose parts the page runs together, from the start of a word only', () => {
    const runTogether = [
      el({ role: 'button', name: 'Check-inAdd date' }),
      el({ role: 'button', name: 'Login' }),
    ]
    expect(nameOf(locate(runTogether, { name: 'check-in' }))).toBe('Check-inAdd date')
    expect(nameOf(locate(runTogether, { name: 'add date' }))).toBe('missing')
    expect(nameOf(locate(runTogether, { name: 'in' }))).toBe('missing')
  })

  it('knows one word in another form: a root, or an ending of the lexicon', () => {
    expect(related('departure', 'departing')).toBe(true)
    expect(related('arrival', 'arrive')).toBe(true)
    expect(related('delivery', 'delivered')).toBe(true)
    expect(related('added', 'add')).toBe(true)
    expect(related('date', 'data')).toBe(false)
    expect(related('depart', 'department')).toBe(false)
    const fields = [
      el({ role: 'textbox', name: 'Depart', tag: 'input' }),
      el({ role: 'textbox', name: 'Return', tag: 'input' }),
    ]
    const found = locate(fields, { name: 'departure' })
    expect(found.kind === 'found' && found.element.name).toBe('Depart')
  })
})
