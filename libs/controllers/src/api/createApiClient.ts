import * as v from 'valibot'
import { ErrorMessage, GatehouseError, Timing, Versions } from '@gatehouse/common'

/** Where the kit's remote calls go, and who is calling (SPEC §7). */
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

  /** GETs JSON and checks its shape; throws 'HTTP request failed.' or the timeout message. */
  async function getJson<TSchema extends v.GenericSchema>(
    path: string,
    query: Query,
    schema: TSchema,
    signal?: AbortSignal,
  ): Promise<v.InferOutput<TSchema>> {
    const timeout = AbortSignal.timeout(Timing.httpTimeout)
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
    let response: Response
    try {
      response = await doFetch(url(path, query), { signal: combined })
    } catch (error) {
      if (timeout.aborted)
        throw new GatehouseError('HttpTimeout', ErrorMessage.requestTimedOut, { cause: error })
      throw new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed, { cause: error })
    }
    if (!response.ok) {
      throw new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed, {
        cause: new Error(`${response.status} ${response.statusText} for ${path}`),
      })
    }
    const result = v.safeParse(schema, await response.json().catch(() => undefined))
    if (!result.success) {
      throw new GatehouseError('HttpRequestFailed', ErrorMessage.httpRequestFailed, {
        cause: new Error(`unexpected response from ${path}: ${v.summarize(result.issues)}`),
      })
    }
    return result.output
  }

  return { baseUrl, url, getJson }
}

export type ApiClient = ReturnType<typeof createApiClient>
