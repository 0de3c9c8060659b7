import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectorsBeforeWagmi, watchAnnouncedWallets, type AnnouncedWallet } from './announcedConnectors'

const testWallet: AnnouncedWallet = {
  uuid: 'b1',
  name: 'Test Wallet',
  icon: 'data:image/svg+xml,x',
  rdns: 'dev.gatehouse.testwallet',
}

/** A page whose wallets answer `eip6963:requestProvider` as real extensions do: at once, in the dispatch. */
function pageWithWallets(wallets: { info: unknown }[]) {
  const page = new EventTarget()
  const announce = (detail: { info: unknown }) =>
    page.dispatchEvent(Object.assign(new Event('eip6963:announceProvider'), { detail }))
  page.addEventListener('eip6963:requestProvider', () => wallets.forEach(announce))
  vi.stubGlobal('window', page)
  return { announce }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('EIP-6963 discovery without wagmi', () => {
  it('hears the wallets that answer the request at once, one per rdns, and later ones as they come', () => {
    const { announce } = pageWithWallets([{ info: testWallet }, { info: { ...testWallet, uuid: 'b2' } }])
    const heard: string[][] = []
    const stop = watchAnnouncedWallets((wallets) => heard.push(wallets.map((wallet) => wallet.rdns)))
    expect(heard.at(-1)).toEqual(['dev.gatehouse.testwallet'])
    announce({ info: { ...testWallet, rdns: 'io.late', uuid: 'c' } })
    expect(heard.at(-1)).toEqual(['dev.gatehouse.testwallet', 'io.late'])
    stop()
    announce({ info: { ...testWallet, rdns: 'io.after-stop', uuid: 'd' } })
    expect(heard.at(-1)).toEqual(['dev.gatehouse.testwallet', 'io.late'])
  })

  it('ignores announcements without a readable info', () => {
    pageWithWallets([{ info: { name: 'no rdns' } }, { info: null }])
    const heard: number[] = []
    watchAnnouncedWallets((wallets) => heard.push(wallets.length))
    expect(heard).toEqual([0])
  })

  it('lists the connectors wagmi will have, under wagmi’s ids', () => {
    expect(
      connectorsBeforeWagmi({ walletConnectConnectorId: 'walletConnect', wallets: [testWallet] }),
    ).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', imageUrl: undefined },
      {
        id: 'dev.gatehouse.testwallet',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: 'data:image/svg+xml,x',
        info: { rdns: 'dev.gatehouse.testwallet' },
      },
    ])
    expect(
      connectorsBeforeWagmi({ walletConnectConnectorId: undefined, wallets: [] }).map((c) => c.id),
    ).toEqual(['injected'])
  })
})
