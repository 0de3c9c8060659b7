import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorMessage } from '@gatehouse/common'
import { finishSocialRedirect, type FinishSocialRedirectDeps } from './finishSocialRedirect'
import { serviceAddress } from './serviceAddress'
import { takeSocialResult } from './takeSocialResult'
import { socialsFeature } from './manifest'

const frameUrl = 'http://127.0.0.1:8788/frame'
const result = 'http://127.0.0.1:8788/auth/v1/social/result/r-123'

function setUp(href: string, connect: (uri: string) => Promise<void> = async () => undefined) {
  const replaced: string[] = []
  const connected: string[] = []
  const deps: FinishSocialRedirectDeps = {
    page: { href: () => href, replace: (url) => replaced.push(url) },
    options: { state: { embeddedWalletUrl: frameUrl } },
    embeddedWallet: {
      connectSocial: async (uri) => {
        connected.push(uri)
        await connect(uri)
      },
    },
  }
  return { deps, replaced, connected }
}

afterEach(() => vi.restoreAllMocks())

describe('serviceAddress', () => {
  it('accepts only web addresses on the login frame origin', () => {
    expect(serviceAddress(result, frameUrl)).toBe(result)
    expect(serviceAddress('http://127.0.0.1:8787/auth/v1/social/result/r', frameUrl)).toBeUndefined()
    expect(serviceAddress('https://127.0.0.1:8787/x', frameUrl)).toBeUndefined()
    expect(serviceAddress('http://evil.example/auth', frameUrl)).toBeUndefined()
    expect(serviceAddress('javascript:alert(1)//127.0.0.1:8787', frameUrl)).toBeUndefined()
    expect(serviceAddress(42, frameUrl)).toBeUndefined()
  })
})

describe('takeSocialResult', () => {
  it('reads result_uri and gives the address without it, other parameters and the hash kept', () => {
    const href = `https://host.example/shop?tab=2&result_uri=${encodeURIComponent(result)}#top`
    expect(takeSocialResult(href, frameUrl)).toEqual({
      cleanUrl: 'https://host.example/shop?tab=2#top',
      resultUri: result,
    })
  })

  it('says nothing when the page has no result_uri', () => {
    expect(takeSocialResult('https://host.example/?tab=2', frameUrl)).toBeUndefined()
  })

  it('removes a result_uri that is not the service’s, or given twice, without accepting it', () => {
    const foreign = `https://host.example/?result_uri=${encodeURIComponent('https://evil.example/r')}`
    expect(takeSocialResult(foreign, frameUrl)).toEqual({
      cleanUrl: 'https://host.example/',
      resultUri: undefined,
    })
    const twice = `https://host.example/?result_uri=${encodeURIComponent(result)}&result_uri=${encodeURIComponent(result)}`
    expect(takeSocialResult(twice, frameUrl)?.resultUri).toBeUndefined()
  })
})

describe('finishSocialRedirect', () => {
  it('removes result_uri from the address, then connects with the result', async () => {
    const kit = setUp(`https://host.example/?result_uri=${encodeURIComponent(result)}`)
    await expect(finishSocialRedirect(kit.deps)).resolves.toBe(true)
    expect(kit.replaced).toEqual(['https://host.example/'])
    expect(kit.connected).toEqual([result])
  })

  it('logs a failed login to the console and reports it unconnected', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const kit = setUp(`https://host.example/?result_uri=${encodeURIComponent(result)}`, async () => {
      throw new Error('The login result has expired')
    })
    await expect(finishSocialRedirect(kit.deps)).resolves.toBe(false)
    expect(kit.replaced).toEqual(['https://host.example/'])
    expect(error).toHaveBeenCalledWith(ErrorMessage.socialRedirectLoginFailed, expect.any(Error))
  })

  it('never hands a foreign result to the frame', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const kit = setUp(`https://host.example/?result_uri=${encodeURIComponent('https://evil.example/r')}`)
    await expect(finishSocialRedirect(kit.deps)).resolves.toBe(false)
    expect(kit.connected).toEqual([])
    expect(kit.replaced).toEqual(['https://host.example/'])
    expect(error).toHaveBeenCalledWith(ErrorMessage.socialRedirectResultRefused)
  })
})

describe("the socials manifest's page-load work", () => {
  it('is pending only when the address carries a social login result', () => {
    expect(
      socialsFeature.onPageLoad.pending(`https://host.example/?result_uri=${encodeURIComponent(result)}`),
    ).toBe(true)
    expect(socialsFeature.onPageLoad.pending('https://host.example/?tab=2')).toBe(false)
  })
})
