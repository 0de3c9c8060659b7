import type { KeyPairSigner } from '@solana/kit'
import type { SolanaLedger } from '../ledger/SolanaLedger'
import type { RpcMethod } from './rpcParams'

/** What the RPC methods read and change: the ledger, and the faucet that pays airdrops. */
export interface SolanaRpcContext {
  ledger: SolanaLedger
  faucet: KeyPairSigner
}

/** A group of RPC methods by name. */
export type RpcMethods = Record<string, RpcMethod>
