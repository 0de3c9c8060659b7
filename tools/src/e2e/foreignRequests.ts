import type { BrowserContext, Page } from 'playwright-core'

/**
 * The hosts an end-to-end session may talk to: every part of the stack (the demo, apps/cloud and its
 * relay, the chains, the sample wallet, the embedded-wallet frame) listens on this machine.
 */
const configuredHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * True for a URL that leaves for a host outside the configured ones. URLs that fetch nothing from a
 * host (data:, blob:, about:, the browser's own pages) are local.
 */
export function isForeignUrl(url: string, alsoConfigured: readonly string[] = []): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return false
  return !configuredHosts.has(parsed.hostname) && !alsoConfigured.includes(parsed.hostname)
}

/** What `watchForeignRequests` found. */
export interface ForeignRequestWatch {
  /** Every URL of a foreign host the context's pages, frames, popups and workers asked for, in order. */
  readonly requests: string[]
  /** Throws, naming them, when there was any. */
  check(): void
}

/**
 * Records every request of the context (its pages, their frames, the windows they open, their
 * workers) and every WebSocket its pages open, to a host outside the configured ones. A request is
 * recorded when it is made, so one whose host does not even resolve counts too.
 */
export function watchForeignRequests(
  context: BrowserContext,
  name = 'The page',
  /**
   * Hosts a test's host page configured on purpose besides the stack's (a public network's node the
   * demo lists, reached only when the test switches to that network); named by the test, never here.
   */
  alsoConfigured: readonly string[] = [],
): ForeignRequestWatch {
  const requests: string[] = []
  const record = (url: string) => {
    if (isForeignUrl(url, alsoConfigured)) requests.push(url)
  }
  context.on('request', (request) => record(request.url()))
  const watchPage = (page: Page) => page.on('websocket', (socket) => record(socket.url()))
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
  return {
    requests,
    check() {
      if (requests.length === 0) return
      throw new Error(
        `${name} requested hosts outside the configured ones (127.0.0.1, localhost):\n  ${[...new Set(requests)].join('\n  ')}`,
      )
    },
  }
}
