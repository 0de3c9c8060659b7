import type { TransferRequest } from '@gatehouse/controllers'

/**
 * A payment of bitcoin from the connected payment account: the kit's `TransferRequest` (the amount
 * in satoshis; Bitcoin has no tokens) with the fee rate Bitcoin lets the sender choose.
 */
export interface BitcoinTransferRequest extends TransferRequest {
  /** The fee rate in sat/vB; absent means the network's half-hour rate. */
  feeRate?: number | undefined
}
