import { http } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { arbitrum, localhost, mainnet, withRpcUrl } from '@gatehouse/common'
import { chainRpcUrlOf } from './chainTransport'
import { createRuntimeConfig } from './runtimeConfig'

const service = () => ({ apiUrl: 'http://cloud.test', projectId: 'p1' })
const noKit = () => undefined

describe('chainRpcUrlOf', () => {
  it("reads a built-in network through the kit's service instead of its public node", () => {
    expect(chainRpcUrlOf(mainnet, service)).toBe('http://cloud.test/v1/?chainId=eip155:1&projectId=p1')
    expect(chainRpcUrlOf(arbitrum, service)).toBe('http://cloud.test/v1/?chainId=eip155:42161&projectId=p1')
  })

  it('keeps an RPC the host set, and the local chain’s own node', () => {
    expect(chainRpcUrlOf(withRpcUrl(mainnet, 'https://rpc.shop.example'), service)).toBe(
      'https://rpc.shop.example',
    )
    expect(chainRpcUrlOf(localhost, service)).toBe('http://127.0.0.1:8545')
  })

  it('uses the network’s own RPC before the kit attaches', () => {
    expect(chainRpcUrlOf(mainnet, noKit)).toBe('https://eth.merkle.io')
  })
})

describe("wagmi's transports", () => {
  const urlOf = (config: ReturnType<typeof createRuntimeConfig>, chainId: number) =>
    (config.getClient({ chainId }).transport as unknown as { url: string }).url

  it("are the service's for built-in networks, the host's own RPC otherwise, and the host's transports first", () => {
    const kit: { attached?: ReturnType<typeof service> } = {}
    const config = createRuntimeConfig({
      networks: [mainnet, arbitrum, withRpcUrl(localhost, 'http://127.0.0.1:9545')],
      options: { storage: null, transports: { [arbitrum.id as number]: http('https://arb.shop.example') } },
      kit: () => kit.attached,
    })
    // The kit attaches after the config is made (a host may read wagmiConfig first): still its service.
    kit.attached = service()
    expect(urlOf(config, 1)).toBe('http://cloud.test/v1/?chainId=eip155:1&projectId=p1')
    expect(urlOf(config, 42161)).toBe('https://arb.shop.example')
    expect(urlOf(config, 31337)).toBe('http://127.0.0.1:9545')
  })
})
