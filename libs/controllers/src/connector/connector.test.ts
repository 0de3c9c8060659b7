import { describe, expect, it } from 'vitest'
import type { Connector } from './Connector'
import { connectSections } from './connectSections'
import { createConnectorController } from './createConnectorController'
import { mergeMultiChainConnectors } from './mergeConnectors'
import { isConnectorVisible, type VisibilityContext } from './visibleConnectors'

const metamaskEvm: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const metamaskSol: Connector = { id: 'metamask-solana', name: 'MetaMask', type: 'ANNOUNCED', chain: 'solana' }
const phantom: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const browserWallet: Connector = { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const coinbase: Connector = {
  id: 'coinbase',
  name: 'Coinbase',
  type: 'EXTERNAL',
  chain: 'eip155',
  explorerId: 'cb',
}
const auth: Connector = { id: 'auth', name: 'Auth', type: 'AUTH', chain: 'eip155' }

describe('mergeMultiChainConnectors', () => {
  it('merges connectors of the same name across namespaces', () => {
    const merged = mergeMultiChainConnectors([metamaskEvm, phantom, metamaskSol])
    expect(merged.map((connector) => [connector.name, connector.type])).toEqual([
      ['MetaMask', 'MULTI_CHAIN'],
      ['Phantom', 'ANNOUNCED'],
    ])
    expect(merged[0]?.connectors).toEqual([metamaskEvm, metamaskSol])
  })

  it('keeps a single-namespace connector as it is', () => {
    expect(mergeMultiChainConnectors([metamaskEvm])).toEqual([metamaskEvm])
  })
})

describe('isConnectorVisible: the hiding rules', () => {
  const desktop: VisibilityContext = {
    isMobile: false,
    hasInjectedProvider: true,
    excludeWalletIds: [],
    excludedRdns: [],
  }
  it('hides the Browser Wallet on desktop', () => {
    expect(isConnectorVisible(browserWallet, desktop)).toBe(false)
    expect(isConnectorVisible(metamaskEvm, desktop)).toBe(true)
  })
  it('on mobile hides the Browser Wallet only without rdns and installed wallet', () => {
    expect(isConnectorVisible(browserWallet, { ...desktop, isMobile: true })).toBe(true)
    expect(
      isConnectorVisible(browserWallet, { ...desktop, isMobile: true, hasInjectedProvider: false }),
    ).toBe(false)
    const withRdns = { ...browserWallet, info: { rdns: 'com.example' } }
    expect(isConnectorVisible(withRdns, { ...desktop, isMobile: true, hasInjectedProvider: false })).toBe(
      true,
    )
  })
  it('hides excluded wallets, also by rdns', () => {
    expect(isConnectorVisible(coinbase, { ...desktop, excludeWalletIds: ['cb'] })).toBe(false)
    expect(isConnectorVisible(metamaskEvm, { ...desktop, excludedRdns: ['io.metamask'] })).toBe(false)
  })
})

describe('connectSections: the connector order', () => {
  it('orders walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const entry = (name: string) => ({ key: `wallet:${name}`, name, walletId: name })
    const entries = connectSections([coinbase, metamaskEvm, walletConnect, auth], {
      recent: [entry('Rainbow')],
      featured: [entry('Trust')],
      custom: [entry('Custom')],
      recommended: [entry('Ledger'), entry('Trust')],
    })
    expect(entries.map((item) => item.name)).toEqual([
      'WalletConnect',
      'Rainbow',
      'MetaMask',
      'Trust',
      'Custom',
      'Coinbase',
      'Ledger',
    ])
    expect(entries.find((item) => item.name === 'MetaMask')?.installed).toBe(true)
  })
})

describe('connector controller', () => {
  it('keeps connectors per namespace and merged', () => {
    const controller = createConnectorController()
    controller.setConnectors('eip155', [metamaskEvm])
    controller.setConnectors('solana', [metamaskSol, phantom])
    expect(controller.state.connectors.map((connector) => connector.type)).toEqual([
      'MULTI_CHAIN',
      'ANNOUNCED',
    ])
    expect(controller.find('phantom')?.name).toBe('Phantom')
    expect(controller.find('phantom', 'eip155')).toBeUndefined()
  })

  it('keeps providers by reference', () => {
    const controller = createConnectorController()
    const provider = { request: () => undefined }
    controller.setConnectors('eip155', [{ ...metamaskEvm, provider }])
    expect(controller.state.byNamespace.eip155?.[0]?.provider).toBe(provider)
  })

  it("keeps a wallet's announced image icon and leaves out a script or document URL", () => {
    const controller = createConnectorController()
    const icon = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E'
    controller.setConnectors('eip155', [
      { ...metamaskEvm, imageUrl: icon },
      { ...phantom, chain: 'eip155', imageUrl: 'javascript:alert(1)' },
      {
        id: 'doc',
        name: 'Doc',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: 'data:text/html,<script>alert(1)</script>',
      },
    ])
    expect(controller.find(metamaskEvm.id)?.imageUrl).toBe(icon)
    expect(controller.find(phantom.id)?.imageUrl).toBeUndefined()
    expect(controller.find('doc')?.imageUrl).toBeUndefined()
  })
})
