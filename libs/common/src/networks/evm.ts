import { defineNetwork } from './defineNetwork'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Ethereum mainnet (eip155:1). */
export const mainnet = defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  assets: { imageId: '692ed6ba-e569-459a-556a-776476829e00' },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
})

/** Arbitrum One (eip155:42161). */
export const arbitrum = defineNetwork({
  id: 42161,
  chainNamespace: 'eip155',
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  assets: { imageId: '3bff954d-5cb0-47a0-9a23-d20192e74600' },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
})

/** A local development chain (anvil, Hardhat) on 127.0.0.1:8545 (eip155:31337). */
export const localhost = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Localhost',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
