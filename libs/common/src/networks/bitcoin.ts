import { defineNetwork } from './defineNetwork'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** Bitcoin mainnet (bip122, genesis hash prefix). */
export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  assets: { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
})

/** Bitcoin testnet. */
export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  assets: { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})
