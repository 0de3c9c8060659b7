/** An answer of the REST layer: JSON for objects and arrays, plain text for strings and numbers. */
export interface RestAnswer {
  status: number
  body: unknown
}

/** One route: its method, its path under `/api` (capture groups become `params`), its handler. */
export interface RestRoute {
  method: 'GET' | 'POST'
  path: RegExp
  handle(params: string[], body: string): Promise<RestAnswer>
}

/** A refusal that the server answers with its status and message as plain text (as esplora does). */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const ok = (body: unknown): RestAnswer => ({ status: 200, body })
