import type { IncomingMessage } from 'node:http'
import { HttpError } from './HttpResponse'

/** The largest POST body the service reads. */
export const maxBodyBytes = 64 * 1024

/**
 * Reads a request body as JSON, whatever its content type says: the widget sends `text/plain` to
 * keep its POSTs "simple" CORS requests without a preflight. A body over `limit` bytes is a 413,
 * one that is not JSON a 400.
 */
export async function readJsonBody(request: IncomingMessage, limit = maxBodyBytes): Promise<unknown> {
  const tooLarge = () => new HttpError(413, `The body must be at most ${limit} bytes`)
  if (Number(request.headers['content-length']) > limit) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw tooLarge()
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, text.trim() ? 'The body is not valid JSON' : 'The body must be JSON')
  }
}

/** Reads a body the route has no use for (an HTML form without fields), up to `limit` bytes. */
export async function ignoreBody(request: IncomingMessage, limit = maxBodyBytes): Promise<undefined> {
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new HttpError(413, `The body must be at most ${limit} bytes`)
  }
  return undefined
}
