import { describe, expect, it } from 'vitest'
import type { ObservedElement } from '../../../src/page/observation'
import { loadMoreControl, moreControl } from '../../../src/planner/embedded/execute/more'

const el = (index: number, role: string, name: string, extra: Partial<ObservedElement> = {}) =>
  ({ index, role, name, tag: role === 'link' ? 'a' : 'button', ...extra }) as ObservedElement

describe('loadMoreControl: the control that brings more of the list', () => {
  it('chooses among several: not the site navigation, one that says "more", a button', () => {
    const shown = [
      el(1, 'link', 'View all films', { landmark: 'navigation' }),
      el(2, 'link', 'See all coming soon'),
      el(3, 'button', 'Show more films'),
    ]
    expect(loadMoreControl(shown)?.index).toBe(3)
    expect(
      loadMoreControl([
        el(1, 'link', 'View all films', { landmark: 'navigation' }),
        el(2, 'link', 'See all news'),
      ])?.index,
    ).toBe(2)
  })

  it('takes "next" beside pages counted in words, not a lone "next"', () => {
    const pager = [
      el(1, 'button', 'Previous', { context: 'Page 1 of 3' }),
      el(2, 'button', 'Next', { context: 'Page 1 of 3' }),
    ]
    expect(moreControl(pager)?.index).toBe(2)
    expect(moreControl([el(2, 'button', 'Next', { context: 'Step 1: your details' })])).toBeUndefined()
  })

  it('takes none when two equal ones remain', () => {
    expect(
      loadMoreControl([el(1, 'button', 'Show more films'), el(2, 'button', 'Show more showtimes')]),
    ).toBeUndefined()
  })
})
