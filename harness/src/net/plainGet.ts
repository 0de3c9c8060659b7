import { request } from 'node:http'

/** A GET on a connection of its own (no keep-alive), so a round-robin proxy sends it to the next instance. */
export function plainGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent: false, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
      response.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}
