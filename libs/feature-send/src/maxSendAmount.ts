import { formatUnits, isAddress, parseUnits, type ChainNamespace } from '@gatehouse/common'
import {
  hasEvmFeeEstimates,
  hasSolanaFeeEstimates,
  type Balance,
  type FeatureContext,
} from '@gatehouse/controllers'
import { evmChecksumHolds } from './evmRules'

/** What Max fills in. */
export interface MaxAmount {
  /** The amount as the amount field takes it: a plain decimal in at most the token's decimals. */
  amount: string
  /** True when the native balance cannot pay more than the network fee (the amount is then 0). */
  feeExceedsBalance: boolean
}

/** The least of the balances the checks compare a native send with, in the coin's smallest unit. */
function nativeBalance(context: FeatureContext, namespace: ChainNamespace, token: Balance, decimals: number) {
  const known = [token.quantity.numeric, context.chain.account(namespace)?.balance]
    .map((text) => (text === undefined ? undefined : parseUnits(text, decimals)))
    .filter((value): value is bigint => value !== undefined)
  return known.length === 0 ? undefined : known.reduce((least, value) => (value < least ? value : least))
}

/** The receiver the fee is estimated for: the one entered when it is an address, else the account. */
function estimateReceiver(namespace: ChainNamespace, receiver: string, account: string): string {
  const entered = receiver.trim()
  if (!isAddress(entered, namespace)) return account
  if (namespace !== 'eip155') return entered
  if (!evmChecksumHolds(entered)) return account
  return entered.startsWith('0x') ? entered : `0x${entered}`
}

/**
 * The network fee of sending `balance` of the native coin, in its smallest unit: on EVM the adapter's
 * estimate of a plain transfer (its gas at the max fee per gas, the most the network may take), on
 * Solana the fee of that very transfer (and the rent of any account it creates). Undefined when the
 * adapter cannot estimate.
 */
async function nativeTransferFee(
  context: FeatureContext,
  namespace: ChainNamespace,
  to: string,
  balance: bigint,
): Promise<bigint | undefined> {
  const adapter = context.adapters.get(namespace)
  if (namespace === 'eip155' && hasEvmFeeEstimates(adapter))
    return adapter.estimateTransactionFee({ to: to as `0x${string}`, value: balance })
  if (namespace === 'solana' && hasSolanaFeeEstimates(adapter)) {
    const cost = await adapter.estimateSolanaTransfer({ to, amount: balance })
    return cost.fee + cost.rent
  }
  return undefined
}

/**
 * What the Max button fills in for `token`: a token's whole balance; for the native coin on EVM and
 * Solana, the balance less the estimated network fee of a plain transfer (to `receiver` when it is an
 * address of the network, else to the account itself), rounded down to the token's decimals. On
 * Solana sending all but the fee leaves the account empty, which the network allows. A balance the
 * fee takes whole gives 0, flagged; when the fee cannot be estimated (an adapter without the
 * capability, an RPC failure), the whole balance, and the check before the wallet explains.
 */
export async function maxSendAmount(
  context: FeatureContext,
  token: Balance,
  receiver: string,
): Promise<MaxAmount> {
  const whole: MaxAmount = { amount: token.quantity.numeric, feeExceedsBalance: false }
  const namespace = context.chain.state.activeNamespace
  if (token.address || (namespace !== 'eip155' && namespace !== 'solana')) return whole
  const account = context.chain.account(namespace)?.address
  const nativeDecimals = context.chain.network(namespace)?.nativeCurrency.decimals ?? 18
  const balance = nativeBalance(context, namespace, token, nativeDecimals)
  if (!account || balance === undefined) return whole
  if (balance === 0n) return { amount: '0', feeExceedsBalance: true }
  let fee: bigint | undefined
  try {
    fee = await nativeTransferFee(context, namespace, estimateReceiver(namespace, receiver, account), balance)
  } catch (error) {
    console.warn(
      '[gatehouse] the fee of a Max send could not be estimated; the whole balance is filled in',
      error,
    )
    return whole
  }
  if (fee === undefined) return whole
  if (balance <= fee) return { amount: '0', feeExceedsBalance: true }
  // The field's decimals are the token's: what is below them is dropped, never rounded up.
  const tokenDecimals = Number(token.quantity.decimals)
  const decimals =
    Number.isInteger(tokenDecimals) && tokenDecimals >= 0
      ? Math.min(tokenDecimals, nativeDecimals)
      : nativeDecimals
  const sendable = (balance - fee) / 10n ** BigInt(nativeDecimals - decimals)
  return { amount: formatUnits(sendable, decimals), feeExceedsBalance: false }
}
