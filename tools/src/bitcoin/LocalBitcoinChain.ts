/**
 * A running local Bitcoin chain (bcoin in regtest mode, segwit active) behind a mempool.space-style
 * REST layer, as `npm start` and the e2e harness start it: the development payment addresses hold
 * mature coins. Blocks are mined on demand (`mine`), or after each new transaction when the chain
 * was started with automatic mining (`npm start` does, the tests do not).
 */
export interface LocalBitcoinChain {
  /** `bip122:<first 32 hex characters of the genesis hash>`, the same as `bitcoinLocalnet` in common. */
  caipNetworkId: `bip122:${string}`
  /**
   * The REST base, for example `http://127.0.0.1:18445/api`: `GET /address/:a/utxo`,
   * `GET /address/:a/txs`, `GET /address/:a`, `GET /tx/:txid`, `GET /tx/:txid/status`,
   * `GET /tx/:txid/hex`, `POST /tx` (raw hex body, answers the txid), `GET /v1/fees/recommended`,
   * `GET /blocks/tip/height`, `GET /blocks/tip/hash`, with mempool.space's JSON shapes (see
   * tools/src/bitcoin/README.md).
   */
  restUrl: string
  /** Mines blocks (one by default) to the launcher's address; resolves with the new tip height. */
  mine(blocks?: number): Promise<number>
  /** Pays an address from the chain's own coinbase funds, unconfirmed until the next block. */
  fund(address: string, sats: bigint): Promise<string>
  stop(): Promise<void>
}
