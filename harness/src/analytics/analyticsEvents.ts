import { randomUUID } from 'node:crypto'
import { request } from 'node:http'

/** An analytics event as the widget posts it. */
export function analyticsEvent() {
  return {
    eventId: randomUUID(),
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { event: 'MODAL_OPEN' },
  }
}

/**
 * Posts an event on a connection of its own (so a round-robin proxy sends it to the next instance);
 * its status and error message.
 */
export function postEvent(baseUrl: string): Promise<{ status: number; error?: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${baseUrl}/e?projectId=p`,
      { method: 'POST', agent: false, headers: { 'content-type': 'text/plain;charset=UTF-8' } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          const { error } = JSON.parse(body) as { error?: string }
          resolve({ status: response.statusCode ?? 0, ...(error ? { error } : {}) })
        })
      },
    )
    sent.on('error', reject)
    sent.end(JSON.stringify(analyticsEvent()))
  })
}
