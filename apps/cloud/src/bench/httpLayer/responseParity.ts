import { request as httpRequest } from 'node:http'

// The parity check of bench:http (httpLayerBench.ts): the same requests to both copies of the
// service, their answers compared.

/** A request of the parity check. */
export interface Sent {
  method?: string
  path: string
  headers?: Record<string, string>
  body?: string
  /** The body differs from call to call (a fresh nonce): compared by status and headers only. */
  volatile?: boolean
}

/** One request on a fresh connection: status, headers (lower-case) and body. */
export function call(
  base: string,
  sent: Sent,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${sent.path}`,
      { method: sent.method ?? 'GET', headers: sent.headers, agent: false },
      (response) => {
        let body = ''
        response.setEncoding('latin1')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
          resolve({ status: response.statusCode ?? 0, headers, body })
        })
      },
    )
    req.on('error', reject)
    req.end(sent.body)
  })
}

/** Headers whose value differs by the moment or the connection, not by the layer. */
const momentary = new Set(['date', 'keep-alive'])

/** The requests both layers must answer alike: status, headers and body. */
export async function parity(
  a: { url: string },
  b: { url: string },
  sents: readonly Sent[],
): Promise<string[]> {
  const differences: string[] = []
  for (const sent of sents) {
    // Links in answers carry the service's own address, which is all the two copies differ by.
    const answer = async (service: { url: string }) => {
      const answered = await call(service.url, sent)
      return { ...answered, body: answered.body.replaceAll(service.url, 'http://service') }
    }
    const [left, right] = [await answer(a), await answer(b)]
    const label = `${sent.method ?? 'GET'} ${sent.path.slice(0, 70)}`
    const names = new Set([...Object.keys(left.headers), ...Object.keys(right.headers)])
    const headerDiffs = [...names]
      .filter((name) => !momentary.has(name) && left.headers[name] !== right.headers[name])
      .map((name) => `${name}: ${left.headers[name] ?? '(none)'} vs ${right.headers[name] ?? '(none)'}`)
    if (left.status !== right.status) differences.push(`${label}: status ${left.status} vs ${right.status}`)
    if (headerDiffs.length > 0) differences.push(`${label}: ${headerDiffs.join('; ')}`)
    if (!sent.volatile && left.body !== right.body) {
      let at = 0
      while (left.body[at] === right.body[at]) at++
      const near = (body: string) => body.slice(Math.max(0, at - 30), at + 50)
      differences.push(`${label}: body at ${at}: …${near(left.body)}… vs …${near(right.body)}…`)
    }
  }
  return differences
}
