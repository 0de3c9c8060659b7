/**
 * Drives the social login over HTTP as a browser would, without one: the provider's redirects, its
 * login form and consent screen (cookies kept per flow), up to the callback page of apps/cloud, and
 * reads the hand-over data that page carries. For Node tests of the whole flow.
 */

/** What the callback page hands over (its `#handover` JSON). */
export interface HandOverData {
  hostOrigin?: string
  returnUrl?: string
  resultUri?: string
  error?: string
}

/** One browser-like walk: a cookie jar and manual redirects. */
export function socialBrowser() {
  const jar = new Map<string, string>()
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

  async function request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }

  /** Follows redirects from `url` until a page answers; that page's URL and response. */
  async function follow(
    url: string,
    init: { form?: Record<string, string>; beforeCallback?: () => Promise<void> } = {},
  ) {
    let current = url
    let response = await request(current, init)
    for (let hops = 0; response.status >= 300 && response.status < 400; hops += 1) {
      if (hops > 10) throw new Error('too many redirects')
      current = new URL(response.headers.get('location') ?? '', current).href
      if (current.includes('/v1/embedded/social/callback/')) await init.beforeCallback?.()
      response = await request(current)
    }
    return { url: current, response, html: await response.text() }
  }

  return { follow }
}

/** The hand-over JSON of the callback page's HTML. */
export function handOverOf(html: string): HandOverData {
  const match = /<script type="application\/json" id="handover">([^<]*)<\/script>/.exec(html)
  if (!match?.[1]) throw new Error(`not a hand-over page: ${html.slice(0, 200)}`)
  return JSON.parse(match[1]) as HandOverData
}

/** The action of the form whose button says `button` (or the only form), absolute. */
export function formAction(html: string, pageUrl: string, button?: string): string {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)]
  const form = button ? forms.find((candidate) => candidate[2]?.includes(`>${button}<`)) : forms[0]
  if (!form?.[1]) throw new Error(`no form${button ? ` with ${button}` : ''} on ${pageUrl}`)
  return new URL(
    form[1].replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    pageUrl,
  ).href
}

/**
 * Walks a start address through the provider: signs in as `login`/`password`, then allows (or denies)
 * consent, and answers the callback page's hand-over data.
 */
export async function walkSocialLogin(
  startUri: string,
  user: { login: string; password: string },
  consent: 'Allow' | 'Deny' = 'Allow',
  /** Runs once the provider redirects back, before apps/cloud's callback is requested. */
  beforeCallback?: () => Promise<void>,
): Promise<{ handOver: HandOverData; callbackUrl: string }> {
  const browser = socialBrowser()
  const loginPage = await browser.follow(startUri)
  const afterLogin = await browser.follow(formAction(loginPage.html, loginPage.url), {
    form: { login: user.login, password: user.password },
  })
  if (afterLogin.response.status !== 200) throw new Error(`sign-in answered ${afterLogin.response.status}`)
  const callback = await browser.follow(formAction(afterLogin.html, afterLogin.url, consent), {
    form: {},
    ...(beforeCallback ? { beforeCallback } : {}),
  })
  return { handOver: handOverOf(callback.html), callbackUrl: callback.url }
}
