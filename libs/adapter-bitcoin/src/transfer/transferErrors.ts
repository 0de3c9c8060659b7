import { RpcErrorCode } from '@gatehouse/common'

/** A payment that cannot be made as asked (receiver, amount, fee rate): JSON-RPC "invalid params". */
export function invalidTransfer(message: string): Error & { code: number } {
  const error = new Error(message)
  error.name = 'InvalidBitcoinTransfer'
  return Object.assign(error, { code: RpcErrorCode.INVALID_PARAMS })
}

/**
 * The payment address cannot pay the amount and its fee. The message starts the way the error
 * catalogue's node errors recognise (docs/reference/messages.md#node-errors: "Insufficient funds…"), so the kit shows the
 * catalogue's text; `available` and `required` (satoshis) say by how much.
 */
export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFunds'

  constructor(
    readonly available: bigint,
    readonly required: bigint,
  ) {
    super(
      `Insufficient funds: the payment address has ${available} sats, the payment needs ${required} sats with its fee`,
    )
  }
}

/** The payment address is of a kind the adapter does not spend (multisig P2WSH, bare scripts…). */
export function unsupportedPaymentAddress(address: string, detail: string): Error & { code: number } {
  const error = new Error(`Gatehouse cannot pay from ${address}: ${detail}`)
  error.name = 'UnsupportedPaymentAddress'
  return Object.assign(error, { code: RpcErrorCode.UNSUPPORTED_METHOD })
}
