import type { CDPSession, Page } from 'playwright-core'

/** One CDP session per page, shared by whoever needs one (a new session costs a round trip or more). */
const sessions = new WeakMap<Page, Promise<CDPSession>>()

/**
 * The page's shared CDP session, opened on first use. It stays attached for the page's life:
 * emulation overrides and interception end with their session, so it must not be detached.
 */
/**
 * Drops the page's shared session after a command on it failed because it went away (the tab
 * swapped its renderer): the next {@link pageSession} opens a new one.
 */
export function forgetPageSession(page: Page): void {
  sessions.delete(page)
}

export function pageSession(page: Page): Promise<CDPSession> {
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
    session.catch(() => sessions.delete(page))
  }
  return session
}
