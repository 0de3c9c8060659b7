import { formatUnits, isAddress, parseUnits, type ChainNamespace } from '@gatehouse/common'
import { hasTransferCosts, type Balance } from '@gatehouse/controllers'
import { evmChecksumHolds } from './evmRules'
import type { SendContext } from './needs'

/** What Max fills in. */
export interface MaxAmount {
  /** The amount as the amount field takes it: a plain decimal in at most the token's decimals. */
  amount: string
  /** True when the native balance cannot pay more than the network fee (the amount is then 0). */
  feeExceedsBalance: boolean
}

/** The least of the balances the checks compare a native send with, in the coin's smallest unit. */
function nativeBalance(context: SendContext, namespace: ChainNamespace, token: Balance, decimals: number) {
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
 * What the Max button fills in for `token`: a token's whole balance; for the native coin, when the
 * active namespace's adapter estimates transfers (its TransferCostCapability: EVM's and Solana's),
 * the balance less the fee of that transfer (to `receiver` when it is an address of the network,
 * else to the account itself; on EVM its gas at the max fee per gas, on Solana its fee and the rent
 * of any account it creates), rounded down to the token's decimals. Sending all but the fee leaves
 * the account empty, which every network allows. A balance the fee takes whole gives 0, flagged;
 * when the fee cannot be estimated (an RPC failure), the whole balance, and the check before the
 * wallet explains. An adapter without the capability (Bitcoin's) has the whole balance filled in.
 */
export async function maxSendAmount(
  context: SendContext,
  token: Balance,
  receiver: string,
): Promise<MaxAmount> {
  const whole: MaxAmount = { amount: token.quantity.numeric, feeExceedsBalance: false }
  const namespace = context.chain.state.activeNamespace
  const adapter = context.adapters.find(namespace)
  if (token.address || !adapter || !hasTransferCosts(adapter)) return whole
  const account = context.chain.account(namespace)?.address
  const nativeDecimals = context.chain.network(namespace)?.nativeCurrency.decimals ?? 18
  const balance = nativeBalance(context, namespace, token, nativeDecimals)
  if (!account || balance === undefined) return whole
  if (balance === 0n) return { amount: '0', feeExceedsBalance: true }
  let fee: bigint
  try {
    const to = estimateReceiver(namespace, receiver, account)
    fee = (await adapter.estimateTransfer({ to, amount: balance })).fee
  } catch (error) {
    console.warn(
      '[gatehouse] the fee of a Max send could not be estimated; the whole balance is filled in',
      error,
    )
    return whole
  }
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
