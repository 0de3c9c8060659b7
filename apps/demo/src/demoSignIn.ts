import type { SIWXConfig } from '@gatehouse/siwx'

/** Where the cloud implementation keeps sessions: the demo's apps/cloud and its project. */
export interface DemoSignInCloud {
  url: string | undefined
  projectId: string
}

/**
 * Sign in with the wallet, when the page's query asks for it: `?siwx=browser` (optional) or
 * `?siwx=required` use `DefaultSIWX`, whose sessions live in this browser; `?siwx=cloud` (add
 * `&required` to require it) uses `CloudAuthentication`, whose sessions the demo's apps/cloud keeps;
 * `&siwxTtl=<seconds>` makes sessions that short-lived, to see one expire. `@gatehouse/siwx` loads
 * only then.
 */
export async function demoSignIn(search: string, cloud: DemoSignInCloud): Promise<{ siwx?: SIWXConfig }> {
  const query = new URLSearchParams(search)
  const mode = query.get('siwx')
  const ttlSeconds = Number(query.get('siwxTtl'))
  const statement = 'Sign in to the Gatehouse demo.'
  if (mode === 'cloud' && cloud.url) {
    const { CloudAuthentication } = await import('@gatehouse/siwx')
    return {
      siwx: new CloudAuthentication({
        url: cloud.url,
        projectId: cloud.projectId,
        required: query.has('required'),
        statement,
        ...(ttlSeconds > 0 ? { expiresInSeconds: ttlSeconds } : {}),
      }),
    }
  }
  if (mode !== 'browser' && mode !== 'required') return {}
  const { DefaultSIWX } = await import('@gatehouse/siwx')
  return {
    siwx: new DefaultSIWX({
      required: mode === 'required',
      statement,
      ...(ttlSeconds > 0 ? { expiresInMs: ttlSeconds * 1000 } : {}),
    }),
  }
}

/** True when the page's query turned sign-in on. */
export const signInOn = (search: string) => new URLSearchParams(search).has('siwx')

/** Who keeps the sessions, as the demo's panel says it. */
export const signInStore = (search: string) =>
  new URLSearchParams(search).get('siwx') === 'cloud' ? 'cloud service' : 'this browser'
