import { describe, expect, it } from 'vitest'
import { arbitrum, bitcoinLocalnet, localhost, mainnet, solana } from '@gatehouse/common'
import { createStorage, memoryStorageBackend } from '../storage/createStorage'
import { createChainController } from './createChainController'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(stored: Record<string, string> = {}, defaultNetwork?: typeof mainnet) {
  const backend = memoryStorageBackend()
  for (const [key, value] of Object.entries(stored)) backend.setItem(`@gatehouse/${key}`, value)
  const storage = createStorage(backend)
  return {
    chain: createChainController({ networks: [mainnet, arbitrum, solana], defaultNetwork, storage }),
    storage,
  }
}

describe('chain controller', () => {
  it('starts every namespace on its first network, the first namespace active', () => {
    const { chain } = setup()
    expect(chain.state.activeNamespace).toBe('eip155')
    expect(chain.network()?.id).toBe(1)
    expect(chain.network('solana')?.name).toBe('Solana')
  })

  it('prefers the default network, then the last used one', () => {
    expect(setup({}, arbitrum).chain.network()?.id).toBe(42161)
    expect(setup({ lastUsedChain: '"eip155:42161"' }).chain.network()?.id).toBe(42161)
    expect(setup({ lastUsedChain: '"eip155:42161"' }, mainnet).chain.network()?.id).toBe(42161)
    expect(setup({ lastUsedChain: '"eip155:5"' }).chain.network()?.id).toBe(1)
    expect(setup({ activeNamespace: '"solana"' }).chain.state.activeNamespace).toBe('solana')
    expect(setup({ activeNamespace: '"bip122"' }).chain.state.activeNamespace).toBe('eip155')
  })

  it('tells supported from unsupported networks', () => {
    const { chain } = setup()
    expect(chain.isSupported('eip155:42161')).toBe(true)
    expect(chain.isSupported(localhost.caipNetworkId)).toBe(false)
    chain.setChainId('eip155', 31337)
    expect(chain.caipNetworkId()).toBe('eip155:31337')
    expect(chain.network()).toBeUndefined()
  })

  it('keeps the CAIP address on the current chain and remembers supported chains', () => {
    const { chain, storage } = setup()
    chain.setAccount('eip155', address)
    expect(chain.account()?.caipAddress).toBe(`eip155:1:${address}`)
    chain.setBalance('eip155', { balance: '1.5', symbol: 'ETH' })
    chain.setChainId('eip155', 42161)
    expect(chain.account()).toMatchObject({ caipAddress: `eip155:42161:${address}`, balance: undefined })
    expect(storage.get('lastUsedChain')).toBe('eip155:42161')
    chain.setChainId('eip155', 31337)
    expect(storage.get('lastUsedChain')).toBe('eip155:42161')
  })

  it('forgets the account on reset', () => {
    const { chain } = setup()
    chain.setAccount('eip155', address)
    chain.resetAccount('eip155')
    expect(chain.account()).toMatchObject({ address: undefined, caipAddress: undefined, allAccounts: [] })
  })

  it('gives accounts the namespace’s default type when the wallet does not say', () => {
    const storage = createStorage(memoryStorageBackend())
    const chain = createChainController({ networks: [mainnet, solana, bitcoinLocalnet], storage })
    const payment = 'bcrt1q50rtrmj2f8vl9tem8qpfw36ylw5jg9j2dkku3w'
    const ordinals = 'bcrt1pw53jtgez0wf69n06fchp0ctk48620zdscnrj8heh86wykp9mv20q7vd3gm'
    chain.setAccount('bip122', payment, [{ address: payment }, { address: ordinals, type: 'ordinal' }])
    expect(chain.account('bip122')).toMatchObject({
      caipAddress: `${bitcoinLocalnet.caipNetworkId}:${payment}`,
      allAccounts: [
        { address: payment, type: 'payment' },
        { address: ordinals, type: 'ordinal' },
      ],
    })
    chain.setAccount('bip122', payment)
    expect(chain.account('bip122')?.allAccounts).toEqual([{ address: payment, type: 'payment' }])
    chain.setAccount('solana', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')
    expect(chain.account('solana')?.allAccounts[0]?.type).toBe('eoa')
    // An external EVM wallet's account is not the embedded wallet's preferred smart account.
    chain.setAccount('eip155', address)
    expect(chain.account('eip155')?.allAccounts).toEqual([{ address }])
  })

  it('refuses a namespace without networks', () => {
    const { chain } = setup()
    expect(() => chain.setActiveNamespace('bip122')).toThrow(
      'No networks are configured for namespace bip122',
    )
  })
})
