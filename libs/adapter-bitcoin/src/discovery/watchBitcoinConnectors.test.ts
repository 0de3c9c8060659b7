import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Wallet } from '@wallet-standard/base'
import { bitcoinLocalnet } from '@gatehouse/common'
import type { BitcoinConnector } from '../connectors/BitcoinConnector'
import { fakeSatsConnectWallet } from '../testing/fakeSatsConnectWallet'
import { fakeStandardWallet } from '../testing/fakeStandardWallet'

let page: EventTarget & Record<string, unknown>

beforeEach(() => {
  page = Object.assign(new EventTarget(), {}) as EventTarget & Record<string, unknown>
  vi.stubGlobal('window', page)
})
afterEach(() => {
  vi.useRealTimers()
})

/** A fresh module graph: each simulated page has its own Wallet Standard registry. */
async function watch(wallets: Wallet[] = []) {
  vi.resetModules()
  const module = await import('./watchBitcoinConnectors')
  return {
    module,
    watch: module.watchBitcoinConnectors({
      networks: [bitcoinLocalnet],
      activeNetwork: () => bitcoinLocalnet,
      wallets,
    }),
  }
}

const names = (connectors: readonly BitcoinConnector[]) => connectors.map((connector) => connector.name)

describe('watching the page for Bitcoin wallets', () => {
  it('lists Wallet Standard wallets with bitcoin:connect as they register and leave', async () => {
    const { watch: found } = await watch([fakeStandardWallet({ name: 'Host' }).wallet])
    const heard: string[][] = []
    found.subscribe((connectors) => heard.push(names(connectors)))
    const late = fakeStandardWallet({ name: 'Late' })
    let unregister = () => {}
    page.dispatchEvent(
      Object.assign(new Event('wallet-standard:register-wallet'), {
        detail: (api: { register(wallet: Wallet): () => void }) => {
          unregister = api.register(late.wallet)
        },
      }),
    )
    expect(heard.at(-1)).toEqual(['Host', 'Late'])
    const solanaOnly = {
      ...fakeStandardWallet({ name: 'Solana only' }).wallet,
      features: { 'standard:connect': {} },
    }
    page.dispatchEvent(
      Object.assign(new Event('wallet-standard:register-wallet'), {
        detail: (api: { register(wallet: Wallet): () => void }) => api.register(solanaOnly as Wallet),
      }),
    )
    expect(names(found.connectors())).toEqual(['Host', 'Late'])
    unregister()
    expect(heard.at(-1)).toEqual(['Host'])
  })

  it('keeps one connector object per wallet', async () => {
    const { watch: found } = await watch([fakeStandardWallet({ name: 'Host' }).wallet])
    expect(found.connectors()[0]).toBe(found.connectors()[0])
  })

  it('reads sats-connect wallets from window.btc_providers, also ones that inject late', async () => {
    vi.useFakeTimers()
    fakeSatsConnectWallet({ name: 'Early' }).install(page)
    const { watch: found } = await watch()
    expect(names(found.connectors())).toEqual(['Early'])
    const heard = vi.fn()
    found.subscribe(heard)
    fakeSatsConnectWallet({ id: 'LeatherLike', name: 'Late' }).install(page)
    await vi.advanceTimersByTimeAsync(200)
    expect(names(heard.mock.lastCall?.[0])).toEqual(['Early', 'Late'])
  })

  it('lists a wallet that speaks both protocols once, through the Wallet Standard', async () => {
    fakeSatsConnectWallet({ name: 'Both' }).install(page)
    const { watch: found } = await watch([fakeStandardWallet({ name: 'Both' }).wallet])
    expect(found.connectors().map((connector) => connector.kind)).toEqual(['wallet-standard'])
  })

  it('gives the kit ANNOUNCED bip122 connectors, leaving out an icon that is not an image', async () => {
    const { module } = await watch()
    const standard = fakeStandardWallet({ name: 'Icon' }).wallet
    const connector = module
      .watchBitcoinConnectors({ networks: [], activeNetwork: () => undefined, wallets: [standard] })
      .connectors()[0]
    expect(module.toConnector(connector as BitcoinConnector)).toEqual({
      id: 'Icon',
      name: 'Icon',
      type: 'ANNOUNCED',
      chain: 'bip122',
      imageUrl: standard.icon,
    })
    const bad = { ...standard, name: 'Bad', icon: 'javascript:alert(1)' } as unknown as Wallet
    const badConnector = module
      .watchBitcoinConnectors({ networks: [], activeNetwork: () => undefined, wallets: [bad] })
      .connectors()[0]
    expect(module.toConnector(badConnector as BitcoinConnector)).not.toHaveProperty('imageUrl')
  })
})
