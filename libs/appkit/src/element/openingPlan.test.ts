import { describe, expect, it } from 'vitest'
import { mainnet } from '@gatehouse/common'
import {
  connectMethodOrder,
  resolveFeatures,
  type AppKitOptions,
  type ChainAdapter,
  type ConnectListing,
} from '@gatehouse/controllers'
import { openingPlan } from './openingPlan'

const listing = (values: Partial<ConnectListing> = {}) =>
  ({
    namespace: 'eip155',
    connectListing: () => ({ announcedWallets: true, walletConnect: true, ...values }),
  }) as unknown as ChainAdapter
const desktop = { mobile: false, hasRecentWallets: false }
const options = (values: Partial<AppKitOptions> = {}): AppKitOptions => ({
  networks: [mainnet],
  adapters: [listing()],
  projectId: 'p',
  ...values,
})

describe('openingPlan', () => {
  it("lists the Connect view's rows and sections around the browser's wallets", () => {
    expect(openingPlan(options(), desktop)).toEqual({ pendingRows: 4 + 1, sections: [96, 100] })
    // Two featured wallets, no All Wallets, no social login.
    const host = options({
      featuredWalletIds: ['a', 'b'],
      features: { allWallets: false, socials: false },
    })
    expect(openingPlan(host, desktop)).toEqual({ pendingRows: 2 + 4, sections: [96] })
  })

  it('follows the Connect view’s order and defaults (connectMethodOrder, resolveFeatures)', () => {
    const hosts: AppKitOptions['features'][] = [
      {},
      { email: false },
      { socials: false },
      { socials: [] },
      { socials: ['google'] },
      { email: false, socials: false },
      { connectMethodsOrder: ['wallet', 'social', 'email'] },
      { connectMethodsOrder: ['wallet', 'social'], email: false },
    ]
    const heights = { email: 96, social: 100 }
    for (const features of hosts) {
      const [, ...below] = connectMethodOrder(resolveFeatures(features), true)
      expect(openingPlan(options({ features }), desktop)?.sections, JSON.stringify(features)).toEqual(
        below.map((method) => heights[method as 'email' | 'social']),
      )
    }
  })

  it('says nothing when the frame cannot know the list', () => {
    const unknown: [string, AppKitOptions, typeof desktop][] = [
      ['a phone', options(), { ...desktop, mobile: true }],
      ['recent wallets', options(), { ...desktop, hasRecentWallets: true }],
      ['excluded wallets', options({ excludeWalletIds: ['x'] }), desktop],
      ['WalletConnect off', options({ enableWalletConnect: false }), desktop],
      ['no projectId', options({ projectId: '' }), desktop],
      ['an adapter that cannot say', options({ adapters: [listing(), {} as ChainAdapter] }), desktop],
      ['discovery off', options({ adapters: [listing({ announcedWallets: false })] }), desktop],
      ['no WalletConnect entry', options({ adapters: [listing({ walletConnect: false })] }), desktop],
      ['no adapter', options({ adapters: [] }), desktop],
      ['e-mail first', options({ features: { connectMethodsOrder: ['email', 'wallet'] } }), desktop],
    ]
    for (const [reason, host, context] of unknown) expect(openingPlan(host, context), reason).toBeUndefined()
  })
})
