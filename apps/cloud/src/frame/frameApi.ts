/** A refusal of the frame origin's API: its message and stable code. */
export class FrameApiError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message)
    this.name = 'FrameApiError'
  }
}

/** Calls the embedded wallet's API on the frame's own origin (same origin: no CORS, no credentials in URLs). */
export async function callFrameApi<T>(
  path: string,
  options: { body?: unknown; token?: string; method?: 'GET' | 'POST' } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    credentials: 'omit',
    cache: 'no-store',
  })
  const answer = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown }
  if (!response.ok)
    throw new FrameApiError(
      typeof answer.error === 'string' ? answer.error : `HTTP ${response.status}`,
      typeof answer.code === 'string' ? answer.code : undefined,
      response.status,
    )
  return answer as T
}

/** The token of the frame's login, kept in the frame origin's storage so a reload keeps the login. */
export const frameSessionStorage = {
  key: 'gatehouse-embedded-session',
  read(): string | undefined {
    try {
      return localStorage.getItem(this.key) ?? undefined
    } catch {
      return undefined
    }
  },
  write(token: string | undefined): void {
    try {
      if (token) localStorage.setItem(this.key, token)
      else localStorage.removeItem(this.key)
    } catch {
      // Storage blocked (third-party storage partitioning off): the login lasts until the frame closes.
    }
  },
}
