import type { ChainAdapter } from './ChainAdapter'

/*
 * The chain-agnostic capabilities of moving value (docs/architecture/runtime.md#capabilities).
 * They say what a feature asks for — send an amount to an address, what it costs, when it settled —
 * and each adapter says how in its own package: the request details of its chain (a token program, a
 * fee rate, a contract ABI) stay there.
 */

/** How a transaction ended. */
export type TransactionOutcome =
  /** It is in the chain (a receipt, the adapter's commitment, a block) and did what it asked. */
  | 'success'
  /** It is in the chain but failed: the chain charged its fee and moved nothing else. */
  | 'reverted'
  /** The network no longer knows it (dropped or replaced): it never made it into the chain. */
  | 'dropped'

/** Capability: wait for a transaction of the adapter's chain to settle. */
export interface TransactionSettlementCapability {
  /**
   * Resolves once the transaction `id` (its hash, signature or txid, as the chain writes it) settled
   * as far as the adapter waits, with how it ended.
   */
  waitForTransaction(id: string): Promise<{ status: TransactionOutcome }>
}

/** True when the adapter can wait for its chain's transactions. */
export function hasTransactionSettlement(
  adapter: ChainAdapter,
): adapter is ChainAdapter & TransactionSettlementCapability {
  return typeof (adapter as Partial<TransactionSettlementCapability>).waitForTransaction === 'function'
}

/** The token a transfer moves. */
export interface TransferToken {
  /** The token's address on the active network, as the chain writes it (a contract, a mint). */
  address: string
  /** The token's decimals. */
  decimals: number
  /** The token's symbol, as the kit lists it. */
  symbol: string
}

/** A transfer of the active network's native asset, or of a token, to an address on that network. */
export interface TransferRequest {
  /** The receiver's address on the active network. */
  to: string
  /** The amount in the asset's smallest unit (wei, lamports, satoshis, a token's base unit). */
  amount: bigint
  /** The token to send; absent for the native asset. */
  token?: TransferToken | undefined
}

/**
 * Capability: transfer the native asset or a token from the connected account. The adapter builds
 * the chain's transaction (and whatever it needs, such as the receiver's token account), has the
 * wallet sign it and sends it; `waitForTransaction` follows it.
 */
export interface TransferCapability extends TransactionSettlementCapability {
  /** Resolves with the transaction's id once the wallet sent it; rejects when it declined. */
  sendTransfer(request: TransferRequest): Promise<string>
}

/** True when the adapter can send transfers. */
export function hasTransfers(adapter: ChainAdapter): adapter is ChainAdapter & TransferCapability {
  return (
    typeof (adapter as Partial<TransferCapability>).sendTransfer === 'function' &&
    hasTransactionSettlement(adapter)
  )
}

/** What a transfer costs its sender besides the amount, and the balances its network insists on. */
export interface TransferCost {
  /**
   * What the sender pays besides the amount, in the native asset's smallest unit: the network fee
   * (the most the network may take) and any deposit for accounts the transfer creates.
   */
  fee: bigint
  /**
   * For the native asset to an address the network does not hold yet: the least it may receive, as
   * the network refuses to create an account below it; else 0.
   */
  minimumAmount: bigint
  /**
   * The least the sender's native balance may be left with unless it is left with nothing (a network
   * that refuses to leave an account below a reserve); 0 when any balance may be left.
   */
  accountMinimum: bigint
}

/**
 * Capability: what a transfer would cost, asked before the wallet is. Rejects with the node's error
 * when the chain says the transfer would fail (insufficient funds, a revert).
 */
export interface TransferCostCapability {
  estimateTransfer(request: TransferRequest): Promise<TransferCost>
}

/** True when the adapter can estimate what a transfer costs. */
export function hasTransferCosts(adapter: ChainAdapter): adapter is ChainAdapter & TransferCostCapability {
  return typeof (adapter as Partial<TransferCostCapability>).estimateTransfer === 'function'
}

/**
 * A call to a contract with its encoded input, as a service builds it for the active network (a
 * swap's approval, the swap itself).
 */
export interface ContractCallRequest {
  /** The contract's address on the active network. */
  to: string
  /** The call's encoded input, hex with its `0x`. */
  data: string
  /** The native asset sent with the call, in its smallest unit. */
  value?: bigint | undefined
  /** The most the call may use of the chain's execution budget (gas), when its builder said. */
  gas?: bigint | undefined
}

/** Capability: send a contract call the host or the kit's service built, from the connected account. */
export interface ContractCallCapability extends TransactionSettlementCapability {
  /** Resolves with the transaction's id once the wallet sent it; rejects when it declined. */
  sendContractCall(request: ContractCallRequest): Promise<string>
}

/** True when the adapter can send contract calls. */
export function hasContractCalls(adapter: ChainAdapter): adapter is ChainAdapter & ContractCallCapability {
  return (
    typeof (adapter as Partial<ContractCallCapability>).sendContractCall === 'function' &&
    hasTransactionSettlement(adapter)
  )
}
