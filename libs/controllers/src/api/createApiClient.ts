import * as v from 'valibot'
import { ErrorMessage, GatehouseError, Timing, Versions } from '@gatehouse/common'
import { fetchWithRetries } from './fetchWithRetries'
import { readServiceCode, ServiceRefusal } from './serviceRefusal'

/** Where the kit's remote calls go, and who is calling (docs/reference/endpoints.md#calling-the-service). */
export interface ApiClientOptions {
  /** Base URL of the service (apps/cloud or a compatible one). */
  baseUrl: string
  projectId: string | undefined
  fetch?: typeof fetch | undefined
}

type Query = Record<string, string | number | undefined>

/**
 * The client of the configuration and catalogue service. Project id, SDK type and version go in the
 * query (so image URLs work in `<img>` and no preflight is needed); every response is validated.
 */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

  function url(path: string, query: Query = {}): string {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries({
      projectId: options.projectId ?? '',
      st: 'appkit',
      sv: Versions.sdk,
      ...query,
    })) {
      if (value !== undefined && value !== '') params.set(key, String(value))
    }
    return `${baseUrl}${path}?${params}`
  }

  /**
   * Sends a request, retrying per docs/reference/messages.md#retries (see `fetchWithRetries`), and checks the JSON answer's
   * shape. The 10 s timeout bounds the whole call, retries and waits included: a retry the service
   * asks to start past it is not waited for. Throws 'HTTP request failed.' or the timeout message.
   */
  async function requestJson<TSchema extends v.GenericSchema>(
    path: string,
    query: Query,
    schema: TSchema,
    init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal | undefined } = {},
  ): Promise<v.InferOutput<TSchema>> {
    // A timer of our own rather than AbortSignal.timeout, so the deadline follows the page's clock.
    const deadline = Date.now() + Timing.httpTimeout
    const timeout = new AbortController()
    const timer = setTimeout(
      () => timeout.abort(new DOMException('The request took too long', 'TimeoutError')),
      Timing.httpTimeout,
    )
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal
    const timedOut = (cause: unknown) =>
      new GatehouseError('HttpTimeout', ErrorMessage.requestTimedOut, { cause })
    try {
      const outcome = await fetchWithRetries(
        doFetch,
        url(path, query),
        {
          signal,
          method: init.method ?? 'GET',
          // text/plain keeps a POST "simple": no CORS preflight round trip before it.
          ...(init.body === undefined
            ? {}
            : { body: JSON.stringify(init.body), headers: { 'content-type': 'text/plain;charset=UTF-8' } }),
        },
        undefined,
        deadline,
      )
      if (outcome.kind !== 'response') {
        if (timeout.signal.aborted) throw timedOut(outcome.error)
        throw new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed, {
          cause: outcome.error,
        })
      }
      const { response } = outcome
      if (!response.ok) {
        throw new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed, {
          cause: new ServiceRefusal(
            response.status,
            await readServiceCode(response),
            `${response.status} ${response.statusText} for ${path}`,
          ),
        })
      }
      const body: unknown = await response.json().catch(() => undefined)
      if (timeout.signal.aborted) throw timedOut(timeout.signal.reason)
      const result = v.safeParse(schema, body)
      if (!result.success) {
        throw new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed, {
          cause: new Error(`unexpected response from ${path}: ${v.summarize(result.issues)}`),
        })
      }
      return result.output
    } finally {
      clearTimeout(timer)
    }
  }

  /** GETs JSON and checks its shape. */
  function getJson<TSchema extends v.GenericSchema>(
    path: string,
    query: Query,
    schema: TSchema,
    signal?: AbortSignal,
  ): Promise<v.InferOutput<TSchema>> {
    return requestJson(path, query, schema, { signal })
  }

  /** POSTs a JSON body and checks the JSON answer's shape. */
  function postJson<TSchema extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: TSchema,
  ): Promise<v.InferOutput<TSchema>> {
    return requestJson(path, {}, schema, { method: 'POST', body })
  }

  return { baseUrl, projectId: options.projectId, url, getJson, postJson }
}

export type ApiClient = ReturnType<typeof createApiClient>
