// The local Bitcoin node: bcoin 1.0.2 in regtest, run by startBcoinNode in a process of its own, so
// its settings (the JavaScript crypto backend, the patched address prefix) stay out of the caller.
// It keeps its chain in memory, never dials out or listens for peers, indexes transactions and
// addresses, and serves bcoin's JSON-RPC and REST on 127.0.0.1 (a free port, with the API key from
// BCOIN_API_KEY). Once ready it prints `bcoin ready on <port>`.
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

// Regtest addresses are `bcrt1…` everywhere else (Bitcoin Core, wallets, @scure/btc-signer); bcoin
// says `rb1…` unless told before it is loaded.
require('bcoin/lib/protocol/networks').regtest.addressPrefix.bech32 = 'bcrt'
const bcoin = require('bcoin')

const node = new bcoin.FullNode({
  network: 'regtest',
  memory: true,
  workers: false,
  listen: false,
  only: ['127.0.0.1:1'],
  indexTX: true,
  indexAddress: true,
  httpHost: '127.0.0.1',
  httpPort: 0,
  apiKey: process.env.BCOIN_API_KEY,
  logConsole: false,
  logLevel: 'none',
})

// `sendrawtransaction` answers a txid even when the mempool refused the transaction (bcoin then
// "broadcasts anyway"). This method adds it to the mempool or fails with the node's reason.
node.rpc.add('gatehouse_addtx', async (args) => {
  const [hex] = args
  if (typeof hex !== 'string' || !/^([0-9a-f]{2})+$/i.test(hex)) throw new Error('TX decode failed')
  let tx
  try {
    tx = bcoin.TX.fromRaw(Buffer.from(hex, 'hex'))
  } catch {
    throw new Error('TX decode failed')
  }
  try {
    const missing = await node.mempool.addTX(tx)
    if (missing) {
      node.mempool.removeOrphan(tx.hash('hex'))
      throw new Error('bad-txns-inputs-missingorspent')
    }
  } catch (error) {
    // A VerifyError's `reason` is the node's reject code (`txn-mempool-conflict`, `bad-txns-…`).
    throw new Error(error.reason ?? error.message)
  }
  return tx.txid()
})

await node.open()
const address = node.http.http.address()
process.stdout.write(`bcoin ready on ${address.port}\n`)

const stop = () => {
  void node.close().finally(() => process.exit(0))
  setTimeout(() => process.exit(0), 2000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
