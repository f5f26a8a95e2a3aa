import type { Observation } from '../../src/page/observation'
import type { HistoryEntry, PlannerInput } from '../../src/planner/planner'
import { pageOfRendering } from './rendered-page'

/** A small search page, as the observation renders it. */
export const SEARCH_PAGE_TEXT = [
  'Acme Shop',
  '[0]<a href="/">Home</a> [1]<a href="/deals">Deals</a>',
  '[2]<input type="search" placeholder="Search products" name="q"></input>',
  '[3]<button>Search</button>',
  'Popular: laptops, phones, headphones',
].join('\n')

/** A fake observation: these are unit tests of the planners, no browser involved. */
export function fakeObservation(overrides: Partial<Observation> = {}): Observation {
  const page = pageOfRendering(overrides.text ?? SEARCH_PAGE_TEXT)
  return {
    url: 'https://shop.example/',
    title: 'Acme Shop',
    text: SEARCH_PAGE_TEXT,
    elementCount: 4,
    omittedElements: 0,
    tokens: Math.ceil(SEARCH_PAGE_TEXT.length / 4),
    tabs: [{ index: 0, url: 'https://shop.example/', title: 'Acme Shop', active: true }],
    fingerprint: 'fp-1',
    elements: [
      { index: 0, role: 'link', name: 'Home', tag: 'a', href: 'https://shop.example/', position: 'in-view' },
      {
        index: 1,
        role: 'link',
        name: 'Deals',
        tag: 'a',
        href: 'https://shop.example/deals',
        position: 'in-view',
      },
      {
        index: 2,
        role: 'searchbox',
        name: 'Search products',
        tag: 'input',
        type: 'search',
        placeholder: 'Search products',
        position: 'in-view',
      },
      { index: 3, role: 'button', name: 'Search', tag: 'button', position: 'in-view' },
    ],
    lines: page.lines,
    ...(overrides.text === undefined ? {} : { elements: page.elements }),
    ...overrides,
  }
}

/** Two past steps: a search, then an extract whose data the prompt should show. */
export const HISTORY: HistoryEntry[] = [
  {
    step: 1,
    purpose: 'Search for laptops',
    url: 'https://shop.example/',
    outcomes: [{ action: { type: 'fill', index: 2, text: 'laptop', submit: true }, ok: true }],
  },
  {
    step: 2,
    purpose: 'Extract the product cards',
    url: 'https://shop.example/search?q=laptop',
    outcomes: [
      {
        action: { type: 'extract', what: 'the product cards' },
        ok: true,
        data: [
          { name: 'Laptop Air 13', price: '$999' },
          { name: 'Laptop Pro 16', price: '$2,399' },
        ],
      },
    ],
  },
]

/** A planner input built by hand. */
export function fakeInput(overrides: Partial<PlannerInput> = {}): PlannerInput {
  return {
    goal: 'Find the cheapest laptop and return its name and price',
    step: 3,
    maxSteps: 20,
    observation: fakeObservation(),
    history: HISTORY,
    mode: 'default',
    ...overrides,
  }
}
