import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FixtureServer, startFixtureServer } from '../../../../../test/fixtures/server'
import { createBrowserPool, type ManagedBrowserPool } from '../../../src/browser/browser-pool'
import { createHeuristicPlanner } from '../../../src/planner/embedded/embedded-planner'
import { runAutomation } from '../../../src/run/run-automation'

let server: FixtureServer
let pool: ManagedBrowserPool
const planner = createHeuristicPlanner()

beforeAll(async () => {
  server = await startFixtureServer()
  pool = createBrowserPool({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    concurrency: 2,
  })
})
afterAll(async () => {
  await pool?.close()
  await server?.close()
})

/** Runs one goal on a fixture page and returns the finished run's result. */
async function run(path: string, goal: string, extra: Record<string, unknown> = {}) {
  const r = runAutomation(
    { url: server.url(path), goal, ...extra },
    { planner, allowPrivateNetwork: true, pool },
  )
  const done = await r.finished
  expect(done.error).toBeNull()
  expect(done.status).toBe('COMPLETED')
  return done.result as Record<string, unknown>
}

const u = (p: string) => server.url(p)

describe('heuristic planner, end to end', () => {
  it('extracts the first 5 product names and prices', async () => {
    expect(await run('/shop/', 'Extract the first 5 product names and prices')).toEqual({
      products: [
        { name: 'Aerolite 14 Ultrabook', price: '$1,299.00' },
        { name: 'Nimbus S24 Ultra', price: '$1,299.99' },
        { name: 'NoiseHush ANC Headphones', price: '$279.00' },
        { name: 'Novabook Pro 16', price: '$2,399.00' },
        { name: 'Halo Phone 15', price: '$799.00' },
      ],
    })
  })

  it('reads the page title and the headings', async () => {
    expect(await run('/shop/', 'Get the page title')).toEqual({
      title: 'Voltline Electronics - Laptops, Phones & Accessories',
    })
    const { headings } = await run('/shop/', 'List all headings')
    expect((headings as string[]).slice(0, 4)).toEqual([
      'Back to school, powered up',
      'Shop by category',
      'Featured products',
      'Aerolite 14 Ultrabook',
    ])
  })

  it('searches, then returns the first 3 results with their price', async () => {
    expect(await run('/search/', "Search for 'coffee' and return the first 3 results with price")).toEqual({
      results: [
        { name: 'Conical Burr Coffee Grinder', price: '$89.99' },
        { name: 'Glass French Press Coffee Maker, 1 L', price: '$29.99' },
        { name: 'Compact Espresso Machine with Milk Frother', price: '$249.00' },
      ],
    })
  })

  it('fills the two-step contact form, agrees when told to, submits and reads the confirmation', async () => {
    const goal =
      'Fill the contact form with name Ada, email ada@example.com, subject Support, message hello, ' +
      'agree to the terms and submit; return the confirmation message'
    expect(await run('/form/', goal)).toEqual({ confirmation: 'Thank you, Ada! We received your message.' })
    expect(server.formSubmissions.at(-1)).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'hello',
    })
  })

  it('does not agree to terms on its own', async () => {
    const result = await run(
      '/form/',
      'Fill the form with name Ada, email ada@example.com, subject Support, message hi and submit',
    )
    // the form in two steps is filled through "Next"; sending it without the terms ticked is
    // refused by the page, and the run says so instead of claiming it was sent
    expect(result.status).toBe('failure')
    expect(result.reason).toMatch(/agree to the terms/)
  })

  it('follows Next over the first 3 pages of laptops', async () => {
    const { laptops } = await run(
      '/shop/laptops.html',
      'List the laptops from the first 3 pages with their names and prices',
    )
    const list = laptops as { name: string; price: string }[]
    expect(list).toHaveLength(24)
    expect(list[0]).toEqual({ name: 'Aerolite 14 Ultrabook', price: '$1,299.00' })
    expect(list[8]).toEqual({ name: 'Meridian Workstation 16', price: '$3,149.00' })
  })

  it('waits for the SPA to render its list', async () => {
    const { products } = await run('/spa/', 'Extract the product names and prices')
    expect(products).toHaveLength(8)
    expect((products as unknown[])[0]).toEqual({ name: 'Summit 40L Hiking Backpack', price: '$129.00' })
  })

  it('dismisses the cookie banner, then reads the headlines', async () => {
    expect(await run('/cookie/', 'Get the article headlines')).toEqual({
      articles: [
        { headline: 'Harbor Bridge reopens after two years of repairs' },
        { headline: 'Council approves $2.4 billion budget with more money for parks' },
        { headline: 'Harbor City Tide win first championship in 31 years' },
      ],
    })
  })

  it('reads inside iframes and shadow roots', async () => {
    expect(await run('/iframe/', 'List all headings')).toEqual({
      headings: [
        'Lisbon in three days',
        'Get our weekly newsletter',
        'Partner offer',
        'Travel tips every Friday',
        '20% off hotels in Lisbon',
      ],
    })
    expect(await run('/iframe/', "Click 'Accept offer' and return the confirmation message")).toEqual({
      confirmation: 'Offer accepted',
    })
    const { products } = await run('/shadow/', 'List the products with their prices')
    expect(products).toContainEqual({ name: 'Bergen Floor Lamp', price: '$129.00' })
  })

  it('reads table rows, emails and phone numbers', async () => {
    const { cities } = await run('/table/', 'Get the table of the largest cities')
    expect(cities).toHaveLength(10)
    expect((cities as unknown[])[0]).toEqual({
      rank: '1',
      city: 'Tokyo',
      country: 'Japan',
      population: '37,468,000',
    })
    expect(await run('/news/', 'Find the emails and phone numbers on the page')).toEqual({
      emails: [
        'tips@millbrookdispatch.example',
        'editor@millbrookdispatch.example',
        'ads@millbrookdispatch.example',
      ],
      phones: ['(503) 555-0142', '(503) 555-0199'],
    })
  })

  it('answers a question, navigates, and reads the navigation links', async () => {
    expect(await run('/shop/', 'What is the price of the Novabook Pro 16?')).toEqual({ price: '$2,399.00' })
    const { laptops } = await run('/shop/', 'Go to the Laptops category, then get the first 2 laptop names')
    expect(laptops).toEqual([{ name: 'Aerolite 14 Ultrabook' }, { name: 'Novabook Pro 16' }])
    const { links } = await run('/news/', 'Return every link in the navigation')
    expect(links).toContainEqual({ text: 'Most read', url: u('/news/#popular-title') })
  })

  it('refuses goals it does not understand, and data the page does not have', async () => {
    const flight = await run('/shop/', 'Book a flight to Paris')
    expect(flight.status).toBe('failure')
    expect(flight.reason).toMatch(/Book a flight to Paris/)
    expect(flight.reason).toMatch(/AUTOMATION_PLANNER=ollama/)
    const sku = await run('/shop/', 'Get the product SKUs')
    expect(sku).toMatchObject({ status: 'failure', reason: expect.stringMatching(/skus/i) })
    const missing = await run('/shop/', 'What is the price of the Quantum Toaster?')
    expect(missing).toMatchObject({ status: 'failure', reason: expect.stringMatching(/quantum toaster/i) })
  })
})
