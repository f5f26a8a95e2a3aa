import { describe, expect, it } from 'vitest'
import type { ObservedElement } from '../../../src/page/observation'
import { closeControl, consentControl } from '../../../src/planner/embedded/execute/overlays'

let next = 1
const button = (name: string, fields: Partial<ObservedElement> = {}): ObservedElement => ({
  index: next++,
  role: 'button',
  name,
  tag: 'button',
  position: 'in-view',
  ...fields,
})

describe('consentControl', () => {
  const inDialog = [
    button('Reject all', { dialog: 'We value your privacy', context: 'Reject all Accept all' }),
    button('Accept all', { dialog: 'We value your privacy', context: 'Reject all Accept all' }),
  ]

  it('finds the notice by the name of the dialog it is in', () => {
    expect(consentControl(inDialog)?.name).toBe('Reject all')
    expect(consentControl(inDialog, 'accept')?.name).toBe('Accept all')
  })

  it('finds it by the words around it, and takes the other answer when one is missing', () => {
    const bar = [button('Got it', { context: 'We use cookies to count visits. Got it' })]
    expect(consentControl(bar, 'decline')?.name).toBe('Got it')
  })

  it('finds it by a control just before the buttons that speaks of cookies', () => {
    const notice = [
      {
        ...button('Cookie policy', { context: 'We use cookies to keep you signed in. Cookie policy' }),
        role: 'link',
      },
      button('Manage choices', { context: 'Manage choices Reject optional Accept all' }),
      button('Reject optional', { context: 'Manage choices Reject optional Accept all' }),
      button('Accept all', { context: 'Manage choices Reject optional Accept all' }),
    ]
    expect(consentControl(notice)?.name).toBe('Reject optional')
  })

  it('reads a button name that goes on from an answer, and never gives the other answer when one is said', () => {
    const banner = [
      button('Allow all cookies', { context: 'This site uses cookies.' }),
      button('Reject analytics cookies', { context: 'This site uses cookies.' }),
    ]
    expect(consentControl(banner)?.name).toBe('Reject analytics cookies')
    expect(consentControl(banner, 'decline', true)?.name).toBe('Reject analytics cookies')
    const onlyAccept = [button('Got it', { context: 'We use cookies to count visits. Got it' })]
    // unsaid: whichever clears it; said: that answer or none
    expect(consentControl(onlyAccept, 'decline')?.name).toBe('Got it')
    expect(consentControl(onlyAccept, 'decline', true)).toBeUndefined()
  })

  it('leaves alone buttons of the same names that speak of no cookies', () => {
    const review = [
      button('Reject all', { dialog: 'Pending changes', context: 'Reject all Accept all' }),
      button('Accept all', { dialog: 'Pending changes', context: 'Reject all Accept all' }),
    ]
    expect(consentControl(review)).toBeUndefined()
  })
})

describe('closeControl', () => {
  it('finds a dialog named by words its controls stand among, not only by its name', () => {
    const elements = [
      button('Close', { dialog: 'Fresh catch every Friday', context: 'Join our fishmonger newsletter' }),
      button('Subscribe', { dialog: 'Fresh catch every Friday', context: 'Join our fishmonger newsletter' }),
      button('Menu'),
    ]
    const closing = closeControl(elements, 'newsletter')
    expect(closing).toMatchObject({ dialog: 'Fresh catch every Friday', element: { name: 'Close' } })
    // words no part of it says name nothing
    expect(closeControl(elements, 'survey')).toHaveProperty('reason')
  })
})
