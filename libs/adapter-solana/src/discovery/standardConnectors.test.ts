import { describe, expect, it, vi } from 'vitest'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet, solanaWallets, toConnector, watchSolanaWallets } from './standardConnectors'

const icon = 'data:image/svg+xml;base64,PHN2Zy8+' as const

function wallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    version: '1.0.0',
    name: 'Test Solana Wallet',
    icon,
    chains: ['solana:mainnet', 'solana:localnet'],
    features: { 'standard:connect': {}, 'standard:events': {} },
    accounts: [],
    ...overrides,
  }
}

describe('Wallet Standard wallets as connectors', () => {
  it('takes a wallet with a solana chain and standard:connect', () => {
    expect(isSolanaWallet(wallet())).toBe(true)
    expect(isSolanaWallet(wallet({ chains: ['bitcoin:mainnet'] }))).toBe(false)
    expect(isSolanaWallet(wallet({ features: { 'solana:signMessage': {} } }))).toBe(false)
  })

  it('maps a wallet to an ANNOUNCED solana connector named after it, its data: icon kept', () => {
    expect(toConnector(wallet())).toEqual({
      id: 'Test Solana Wallet',
      name: 'Test Solana Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: icon,
    })
  })

  it('leaves out an icon that is not an image (the rule of EIP-6963 icons)', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'file:///etc/passwd']) {
      expect(toConnector(wallet({ icon: bad as Wallet['icon'] }))).not.toHaveProperty('imageUrl')
    }
  })

  it('lists one wallet per name and skips nameless ones', () => {
    const listed = solanaWallets([
      wallet(),
      wallet({ icon: 'data:image/png;base64,AA==' }),
      wallet({ name: ' ' }),
    ])
    expect(listed).toHaveLength(1)
    expect(listed[0]?.icon).toBe(icon)
  })
})

describe('watching the page’s registry', () => {
  it('hears wallets that register before and after, and ones that leave', () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    // A wallet registered before the app was ready answers the app-ready event.
    page.addEventListener('wallet-standard:app-ready', (event) =>
      (event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail.register(
        wallet({ name: 'Early' }),
      ),
    )
    const watch = watchSolanaWallets([wallet({ name: 'Host wallet' })])
    expect(watch.wallets().map((entry) => entry.name)).toEqual(['Host wallet', 'Early'])
    const heard: string[][] = []
    watch.subscribe((wallets) => heard.push(wallets.map((entry) => entry.name)))
    let unregister = () => {}
    page.dispatchEvent(
      Object.assign(new Event('wallet-standard:register-wallet'), {
        detail: (api: { register(wallet: Wallet): () => void }) => {
          unregister = api.register(wallet({ name: 'Late' }))
        },
      }),
    )
    expect(heard.at(-1)).toEqual(['Host wallet', 'Early', 'Late'])
    unregister()
    expect(heard.at(-1)).toEqual(['Host wallet', 'Early'])
  })
})
