import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { proxy } from 'valtio/vanilla'
import { socialLoginResultType } from '@gatehouse/common'
import type { EmbeddedWallet, EmbeddedWalletState, View } from '@gatehouse/controllers'
import { createSocialLogin, popupCheckInterval, type SocialLoginContext } from './createSocialLogin'
import type { SocialLoginWindow } from './socialLoginWindow'
import { isInAppBrowser } from './socialLoginWindow'
import { acceptSocialResult } from './socialResultMessage'
import { isOAuthProvider, loginProviders, socialButtonsLayout } from './socialProviders'

const frameUrl = 'http://127.0.0.1:8788/frame'
const service = 'http://127.0.0.1:8788'
const start = 'http://127.0.0.1:9100/google/auth?state=s-1'
const result = 'http://127.0.0.1:8788/v1/embedded/social/result/r-1'

describe('social providers', () => {
  it('keeps the default order whatever order the list has', () => {
    expect(loginProviders(['facebook', 'github', 'x', 'google', 'apple', 'discord'], false)).toEqual([
      'google',
      'x',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  it('keeps farcaster only while its own view is there, and nothing when socials are off', () => {
    expect(loginProviders(['farcaster', 'x', 'google'], true)).toEqual(['google', 'x', 'farcaster'])
    expect(loginProviders(['farcaster', 'x', 'google'], false)).toEqual(['google', 'x'])
    expect(loginProviders(false, true)).toEqual([])
  })

  it('drops providers the rule does not name', () => {
    expect(loginProviders(['telegram', 'myspace', 'github'], true)).toEqual(['github'])
    expect(isOAuthProvider('github')).toBe(true)
    expect(isOAuthProvider('farcaster')).toBe(false)
    expect(isOAuthProvider('telegram')).toBe(false)
  })

  it('lays out the first wide, the next as icons, the rest behind "more"', () => {
    expect(socialButtonsLayout([])).toEqual({ wide: undefined, icons: [], more: [] })
    expect(socialButtonsLayout(['google', 'x', 'discord', 'apple', 'github'])).toEqual({
      wide: 'google',
      icons: ['x', 'discord', 'apple', 'github'],
      more: [],
    })
    expect(
      socialButtonsLayout(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']),
    ).toEqual({
      wide: 'google',
      icons: ['x', 'farcaster', 'discord'],
      more: ['apple', 'github', 'facebook'],
    })
  })
})

describe('the result message', () => {
  const popupWindow = {}
  const data = { type: socialLoginResultType, resultUri: result }

  it('is accepted from the service origin and the popup only', () => {
    const expected = { origin: service, source: popupWindow }
    expect(acceptSocialResult({ origin: service, source: popupWindow, data }, expected)).toEqual(data)
    expect(
      acceptSocialResult({ origin: 'http://127.0.0.1:8787', source: popupWindow, data }, expected),
    ).toBeUndefined()
    expect(acceptSocialResult({ origin: service, source: {}, data }, expected)).toBeUndefined()
    expect(
      acceptSocialResult({ origin: service, source: null, data }, { origin: service, source: null }),
    ).toBeUndefined()
    expect(
      acceptSocialResult({ origin: service, source: popupWindow, data: { type: 'other' } }, expected),
    ).toBeUndefined()
  })
})

describe('in-app browsers', () => {
  it('are Telegram and the like', () => {
    expect(isInAppBrowser('Mozilla/5.0 (iPhone) Telegram-iOS/10.2', false)).toBe(true)
    expect(isInAppBrowser('Mozilla/5.0 (Linux; Android 14) Chrome/126', true)).toBe(true)
    expect(isInAppBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36', false)).toBe(false)
  })
})

/** A page window where the test plays the popup and its messages. */
function fakeWindow(options: { popup?: boolean; inApp?: boolean } = {}) {
  const listeners = new Set<(event: { origin: string; source: unknown; data: unknown }) => void>()
  const popupWindow = { name: 'popup' }
  const popup = {
    window: popupWindow,
    visited: [] as string[],
    closed: false,
    go(url: string) {
      popup.visited.push(url)
    },
    isClosed: () => popup.closed,
    close() {
      popup.closed = true
    },
  }
  const navigated: string[] = []
  const browser: SocialLoginWindow = {
    openPopup: () => (options.popup === false ? undefined : popup),
    navigate: (url) => navigated.push(url),
    onMessage(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    pageUrl: () => 'https://host.example/shop',
    inAppBrowser: () => options.inApp === true,
  }
  const post = (event: { origin: string; source: unknown; data: unknown }) =>
    listeners.forEach((listener) => listener(event))
  return { browser, popup, popupWindow, navigated, post, listeners }
}

function setUp(
  options: {
    popup?: boolean
    inApp?: boolean
    startUri?: string
    start?: () => Promise<void>
    connect?: () => Promise<void>
  } = {},
) {
  const page = fakeWindow(options)
  const router = proxy({ view: 'Connect' as View, history: ['Connect' as View] })
  const calls: string[] = []
  const wallet: Pick<EmbeddedWallet, 'prepare' | 'getSocialRedirectUri' | 'connectSocial'> = {
    prepare: async () => undefined,
    getSocialRedirectUri: async (provider, returnUrl) => {
      calls.push(returnUrl ? `redirect:${provider}:${returnUrl}` : `redirect:${provider}`)
      await options.start?.()
      return options.startUri ?? start
    },
    connectSocial: async (uri) => {
      calls.push(`connect:${uri}`)
      await (options.connect ?? (async () => undefined))()
    },
  }
  const context = {
    router: {
      state: router,
      push: (view: View) => {
        router.view = view
      },
      replace: () => undefined,
      reset: (view: View) => {
        router.view = view
      },
      goBack: () => undefined,
    },
    options: { state: { embeddedWalletUrl: frameUrl } },
    embeddedWallet: { ...wallet, state: proxy<EmbeddedWalletState>({ frame: 'ready', loggingIn: false }) },
  } as unknown as SocialLoginContext
  const login = createSocialLogin(context, page.browser)
  return { login, page, router, calls }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the social login', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined))
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('opens the popup before awaiting anything, then points it at the start address', async () => {
    const kit = setUp()
    const started = kit.login.start('github')
    expect(kit.login.state).toMatchObject({ status: 'starting', provider: 'github' })
    expect(kit.router.view).toBe('ConnectingSocial')
    await started
    expect(kit.page.popup.visited).toEqual([start])
    expect(kit.login.state.status).toBe('waiting')
    expect(kit.calls).toEqual(['redirect:github'])
  })

  it('connects with the result from the popup and shows Account', async () => {
    const kit = setUp()
    await kit.login.start('google')
    kit.page.post({
      origin: service,
      source: kit.page.popupWindow,
      data: { type: socialLoginResultType, resultUri: result },
    })
    await flush()
    expect(kit.calls).toEqual(['redirect:google', `connect:${result}`])
    expect(kit.page.popup.closed).toBe(true)
    expect(kit.login.state.status).toBe('idle')
    expect(kit.router.view).toBe('Account')
    expect(kit.page.listeners.size).toBe(0)
  })

  it('ignores results from another origin, another window, or with a foreign result address', async () => {
    const kit = setUp()
    await kit.login.start('google')
    const data = { type: socialLoginResultType, resultUri: result }
    kit.page.post({ origin: 'http://evil.example', source: kit.page.popupWindow, data })
    kit.page.post({ origin: 'http://127.0.0.1:8787', source: kit.page.popupWindow, data })
    kit.page.post({ origin: service, source: {}, data })
    await flush()
    expect(kit.calls).toEqual(['redirect:google'])
    expect(kit.login.state.status).toBe('waiting')
  })

  it('never hands the frame a result address off the login frame origin', async () => {
    const kit = setUp()
    await kit.login.start('google')
    const data = {
      type: socialLoginResultType,
      resultUri: 'https://evil.example/v1/embedded/social/result/r',
    }
    kit.page.post({ origin: service, source: kit.page.popupWindow, data })
    await flush()
    expect(kit.calls).toEqual(['redirect:google'])
    expect(kit.login.state).toMatchObject({ status: 'failed', problem: 'connect_failed' })
  })

  it.each(['access_denied', 'provider_unavailable', 'invalid_state', 'invalid_code'] as const)(
    'fails with the service reason %s, stores nothing, and retries with the same provider',
    async (reason) => {
      const kit = setUp()
      await kit.login.start('x')
      kit.page.post({
        origin: service,
        source: kit.page.popupWindow,
        data: { type: socialLoginResultType, error: reason },
      })
      expect(kit.login.state).toMatchObject({ status: 'failed', problem: reason })
      expect(kit.calls).toEqual(['redirect:x'])
      await kit.login.retry()
      expect(kit.login.state).toMatchObject({ status: 'waiting', provider: 'x', problem: undefined })
      expect(kit.calls).toEqual(['redirect:x', 'redirect:x'])
    },
  )

  it('says cancelled once the popup closed without a result', async () => {
    vi.useFakeTimers()
    const kit = setUp()
    await kit.login.start('discord')
    kit.page.popup.closed = true
    vi.advanceTimersByTime(popupCheckInterval)
    expect(kit.login.state.status).toBe('waiting')
    vi.advanceTimersByTime(popupCheckInterval)
    expect(kit.login.state.status).toBe('cancelled')
    expect(kit.page.listeners.size).toBe(0)
  })

  it('says the provider is unavailable when the service cannot reach it at the start, and retries', async () => {
    let down = true
    const kit = setUp({
      start: async () => {
        if (down)
          throw new Error('Login with github is unavailable; try again later', {
            cause: { reason: 'SOCIAL_PROVIDER_UNAVAILABLE' },
          })
      },
    })
    await kit.login.start('github')
    expect(kit.login.state).toMatchObject({ status: 'failed', problem: 'provider_unavailable' })
    expect(kit.page.popup.closed).toBe(true)
    down = false
    await kit.login.retry()
    expect(kit.login.state).toMatchObject({ status: 'waiting', provider: 'github', problem: undefined })
  })

  it('any other failure to start is start_failed', async () => {
    const kit = setUp({
      start: async () => {
        throw new Error('The host page is not an allowed origin of the project', {
          cause: { reason: 'ORIGIN_REFUSED' },
        })
      },
    })
    await kit.login.start('google')
    expect(kit.login.state).toMatchObject({ status: 'failed', problem: 'start_failed' })
  })

  it('refuses a start address that is not a web address', async () => {
    const kit = setUp({ startUri: 'javascript:alert(document.domain)' })
    await kit.login.start('google')
    expect(kit.login.state).toMatchObject({ status: 'failed', problem: 'start_failed' })
    expect(kit.page.popup.visited).toEqual([])
    expect(kit.page.popup.closed).toBe(true)
  })

  it('fails with connect_failed when the frame refuses the result', async () => {
    const kit = setUp({
      connect: async () => {
        throw new Error('expired')
      },
    })
    await kit.login.start('google')
    kit.page.post({
      origin: service,
      source: kit.page.popupWindow,
      data: { type: socialLoginResultType, resultUri: result },
    })
    await flush()
    expect(kit.login.state).toMatchObject({ status: 'failed', problem: 'connect_failed' })
    expect(kit.router.view).toBe('ConnectingSocial')
  })

  it.each([
    ['no popup opened', { popup: false }],
    ['an in-app browser', { inApp: true }],
  ])('goes to the start address in the page itself when %s', async (_, options) => {
    const kit = setUp(options)
    await kit.login.start('apple')
    expect(kit.calls).toEqual(['redirect:apple:https://host.example/shop'])
    expect(kit.page.navigated).toEqual([start])
    expect(kit.page.popup.visited).toEqual([])
  })

  it('stop closes the popup and forgets the login', async () => {
    const kit = setUp()
    await kit.login.start('google')
    kit.login.stop()
    expect(kit.page.popup.closed).toBe(true)
    expect(kit.login.state.status).toBe('idle')
    expect(kit.page.listeners.size).toBe(0)
  })
})
