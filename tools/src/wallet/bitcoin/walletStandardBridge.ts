import { RpcErrorCode } from '@gatehouse/common'
import {
  bitcoinNetworkOf,
  WalletRpcError,
  type BitcoinInputToSign,
  type BitcoinNetworkName,
} from '@gatehouse/harness/wallet/node'
import type { BitcoinTestWallet } from './BitcoinTestWallet'

/** Wallet Standard's Bitcoin chain ids (`@exodus/bitcoin-wallet-standard-chains`). */
export const walletStandardBitcoinChains: Record<BitcoinNetworkName, string> = {
  mainnet: 'bitcoin:mainnet',
  testnet: 'bitcoin:testnet',
  regtest: 'bitcoin:regtest',
}

/** An account as the page wallet builds it: base64 public key, AppKit's purpose words. */
export interface WalletStandardPageAccount {
  address: string
  publicKey: string
  purpose: 'payment' | 'ordinal'
  chain: string
}

/** What the page wallet mirrors: the connection and the accounts on the wallet's network. */
export interface WalletStandardPageState {
  authorized: boolean
  chain: string
  accounts: WalletStandardPageAccount[]
}

/** The network of `bitcoin:<name>` or of a `bip122:` CAIP-2 id; undefined for others. */
function networkOfChain(chain: string): BitcoinNetworkName | undefined {
  const named = (Object.keys(walletStandardBitcoinChains) as BitcoinNetworkName[]).find(
    (network) => walletStandardBitcoinChains[network] === chain,
  )
  return named ?? bitcoinNetworkOf(chain)
}

/** The page's view of the wallet: accounts only while connected (payment first). */
export function walletStandardState(wallet: BitcoinTestWallet): WalletStandardPageState {
  const chain = walletStandardBitcoinChains[wallet.network]
  return {
    authorized: wallet.isAuthorized,
    chain,
    accounts: wallet.isAuthorized
      ? wallet.accounts.map((entry) => ({
          address: entry.address,
          publicKey: Buffer.from(entry.publicKey).toString('base64'),
          purpose: entry.purpose === 'payment' ? 'payment' : 'ordinal',
          chain,
        }))
      : [],
  }
}

const sighashes: Record<string, number> = {
  ALL: 0x01,
  NONE: 0x02,
  SINGLE: 0x03,
  'ALL|ANYONECANPAY': 0x81,
  'NONE|ANYONECANPAY': 0x82,
  'SINGLE|ANYONECANPAY': 0x83,
}

type Params = Record<string, unknown>

function invalid(message: string): WalletRpcError {
  return new WalletRpcError(RpcErrorCode.INVALID_PARAMS, message)
}

/** `inputsToSign` ({address, signingIndexes, sigHash?} per account) as the signer's input list. */
function inputsOf(params: Params): BitcoinInputToSign[] {
  const entries = Array.isArray(params['inputsToSign']) ? (params['inputsToSign'] as Params[]) : []
  return entries.flatMap((entry) => {
    const sigHash = entry['sigHash']
    const type = typeof sigHash === 'string' ? sighashes[sigHash] : undefined
    if (sigHash !== undefined && type === undefined) throw invalid(`Unknown sigHash ${String(sigHash)}.`)
    const indexes = Array.isArray(entry['signingIndexes']) ? (entry['signingIndexes'] as unknown[]) : []
    return indexes.map((index) => ({
      index: Number(index),
      address: String(entry['address']),
      ...(type !== undefined ? { sighashTypes: [type] } : {}),
    }))
  })
}

/** Refuses a transaction meant for another network than the wallet's. */
function requireChain(wallet: BitcoinTestWallet, chain: unknown, required: boolean): void {
  if (chain === undefined && !required) return
  if (typeof chain !== 'string' || networkOfChain(chain) === undefined)
    throw invalid(`Unknown chain ${String(chain)}.`)
  if (networkOfChain(chain) !== wallet.network) {
    throw invalid(`The wallet is on ${walletStandardBitcoinChains[wallet.network]}, not ${chain}.`)
  }
}

/**
 * Answers the page-side Wallet Standard wallet (`installBitcoinWalletStandardWallet`); bytes cross
 * as base64. Messages are signed BIP-322 simple: the signature is the witness serialization.
 */
export async function answerWalletStandardRequest(
  wallet: BitcoinTestWallet,
  method: string,
  params: Params,
): Promise<unknown> {
  switch (method) {
    case 'status':
      return walletStandardState(wallet)
    case 'connect':
      wallet.connect()
      return walletStandardState(wallet)
    case 'disconnect':
      wallet.disconnect()
      return walletStandardState(wallet)
    case 'switchNetwork': {
      const network = networkOfChain(String(params['chain']))
      if (!network) throw invalid(`Unknown chain ${String(params['chain'])}.`)
      wallet.requestNetwork(network)
      return walletStandardState(wallet)
    }
    case 'signMessage': {
      const signed = wallet.signMessage({
        address: String(params['address']),
        message: Buffer.from(String(params['message']), 'base64'),
        protocol: 'bip322',
      })
      return { signature: signed.signature }
    }
    case 'signTransaction':
    case 'signAndSendTransaction': {
      const send = method === 'signAndSendTransaction'
      requireChain(wallet, params['chain'], send)
      const signed = await wallet.signPsbt({
        psbt: String(params['psbt']),
        inputs: inputsOf(params),
        broadcast: send,
      })
      return send ? { txId: signed.txid } : { signedPsbt: signed.psbt }
    }
    default:
      throw new WalletRpcError(RpcErrorCode.UNSUPPORTED_METHOD, `The test wallet does not know ${method}.`)
  }
}
