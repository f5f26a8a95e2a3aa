/**
 * Skipping heavy resources: images, fonts and media are refused before they are fetched, for
 * goals that read text and click, not look. A Fetch interceptor per page pauses only requests
 * of those types (everything else is not even seen), so the cost is nil for the rest.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { pageSession } from '../browser/page-session'

/** Resource types a run may skip (`agent_config.skip_resources`). */
export const SKIPPABLE_RESOURCES = ['image', 'font', 'media'] as const
export type SkippableResource = (typeof SKIPPABLE_RESOURCES)[number]

const CDP_TYPES: Record<SkippableResource, string> = { image: 'Image', font: 'Font', media: 'Media' }

function noop(): void {}

async function blockOnPage(page: Page, types: readonly SkippableResource[]): Promise<void> {
  const session = await pageSession(page)
  session.on('Fetch.requestPaused', (event) => {
    session
      .send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'BlockedByClient' })
      .catch(noop)
  })
  await session.send('Fetch.enable', {
    patterns: types.map((type) => ({
      resourceType: CDP_TYPES[type] as 'Image',
      requestStage: 'Request' as const,
    })),
  })
}

/**
 * Makes every page of `context` (`page` now, later ones as they open) refuse requests of
 * `types`. Call it before the first navigation.
 */
export async function skipResources(
  context: BrowserContext,
  page: Page,
  types: readonly SkippableResource[],
): Promise<void> {
  if (types.length === 0) return
  context.on('page', (other) => {
    if (other !== page) void blockOnPage(other, types).catch(noop)
  })
  await blockOnPage(page, types)
}
