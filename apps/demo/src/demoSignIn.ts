import type { SIWXConfig } from '@gatehouse/siwx'

/**
 * Sign in with the wallet, when the page's query asks for it: `?siwx=browser` (optional) or
 * `?siwx=required` use `DefaultSIWX`, whose sessions live in this browser; `&siwxTtl=<seconds>` makes
 * sessions that short-lived, to see one expire. `@gatehouse/siwx` loads only then.
 */
export async function demoSignIn(search: string): Promise<{ siwx?: SIWXConfig }> {
  const query = new URLSearchParams(search)
  const mode = query.get('siwx')
  if (mode !== 'browser' && mode !== 'required') return {}
  const { DefaultSIWX } = await import('@gatehouse/siwx')
  const ttlSeconds = Number(query.get('siwxTtl'))
  return {
    siwx: new DefaultSIWX({
      required: mode === 'required',
      statement: 'Sign in to the Gatehouse demo.',
      ...(ttlSeconds > 0 ? { expiresInMs: ttlSeconds * 1000 } : {}),
    }),
  }
}

/** True when the page's query turned sign-in on. */
export const signInOn = (search: string) => new URLSearchParams(search).has('siwx')
