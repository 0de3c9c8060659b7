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

/**
 * The genesis block hash of Bitcoin's regtest, which the local chain of `npm start` and the tests
 * runs (bcoin in regtest mode behind a mempool-style REST layer in tools). Its first 32 hex
 * characters are the CAIP-2 reference, as for mainnet and testnet.
 */
export const bitcoinRegtestGenesisHash = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/**
 * A local Bitcoin chain (regtest, segwit active, blocks mined on demand). Its RPC URL is the base
 * of a mempool.space-style REST API (`/address/:a/utxo`, `/address/:a/txs`, `/tx`, `/v1/fees/recommended`).
 */
export const bitcoinLocalnet = defineNetwork({
  id: bitcoinRegtestGenesisHash.slice(0, 32),
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['http://127.0.0.1:18445/api'] } },
  assets: { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' },
  testnet: true,
})
