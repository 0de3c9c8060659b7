import { bitcoin } from '@gatehouse/common'
import { formatUnits } from 'viem'
import { tokenIconUrl } from '../chains/tokenIcon'
import type { HistoryTransaction, HistoryTransfer, TransferDirection } from '../history/historyTransaction'
import { pricedAmount, type PriceBook } from '../prices/priceBook'
import type { EsploraTx } from './esploraSchemas'

/** What the mapping needs besides the transaction: the chain, its prices, the service's base URL, the time now. */
export interface BitcoinHistoryContext {
  chainId: string
  prices: PriceBook
  baseUrl: string
  /** The `minedAt` of a transaction still in the mempool. */
  now: Date
}

/** The `sentFrom` of a mined reward: a coinbase input spends no one's output. */
export const coinbaseSender = 'coinbase'

/** How much BTC moved for the address, and which way; undefined when its holdings did not change. */
interface Movement {
  direction: TransferDirection
  sats: bigint
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + BigInt(value), 0n)

/**
 * The address's movement in a transaction, from the outputs it spends (inputs) and the outputs that
 * pay it:
 * - it spent nothing: `in`, what the outputs pay it;
 * - it got back more than it spent (another party's inputs paid it): `in`, the difference;
 * - every output pays it back (a consolidation): `self`, what the outputs pay it;
 * - otherwise it sent: `out`, what the outputs pay others (its change and the fee left out), but no
 *   more than it lost, for a transaction whose other inputs are not its own.
 */
function movementOf(tx: EsploraTx, address: string): Movement | undefined {
  const ownIn = sum(
    tx.vin
      .filter((input) => input.prevout?.scriptpubkey_address === address)
      .map((input) => input.prevout?.value ?? 0),
  )
  const ownOut = sum(
    tx.vout.filter((output) => output.scriptpubkey_address === address).map((output) => output.value),
  )
  const othersOut = sum(
    tx.vout.filter((output) => output.scriptpubkey_address !== address).map((output) => output.value),
  )
  const net = ownOut - ownIn
  if (ownIn === 0n) return ownOut > 0n ? { direction: 'in', sats: ownOut } : undefined
  if (net > 0n) return { direction: 'in', sats: net }
  if (othersOut === 0n) return { direction: 'self', sats: ownOut }
  if (net < 0n) return { direction: 'out', sats: othersOut < -net ? othersOut : -net }
  return undefined
}

/** The first other party: the first payee that is not the address when it sent, else the first payer. */
function counterpartyOf(tx: EsploraTx, address: string, received: boolean): string | undefined {
  if (!received)
    return tx.vout.find(
      (output) => output.scriptpubkey_address !== undefined && output.scriptpubkey_address !== address,
    )?.scriptpubkey_address
  for (const input of tx.vin) {
    if (input.is_coinbase) return coinbaseSender
    const payer = input.prevout?.scriptpubkey_address
    if (payer !== undefined && payer !== address) return payer
  }
  return undefined
}

/**
 * A Bitcoin transaction (esplora's JSON) as the history of `address` shows it (docs/reference/entities.md#transaction):
 * one BTC transfer of the address's movement (see movementOf), `operationType` `send` when it sent
 * (or moved its coins to itself), `receive` when it got, `mint` for a mined reward, `execute` when
 * its holdings did not change. `status` is `confirmed` with the block's time as `minedAt` and its
 * height as `nonce`, or `pending` with `minedAt` now (so it sorts first and reads "now"). `sentFrom`
 * and `sentTo` are the address and the other party (the first payee or payer; `coinbase` for a
 * mined reward; empty when no input has an address).
 */
export async function bitcoinHistoryTransaction(
  tx: EsploraTx,
  address: string,
  context: BitcoinHistoryContext,
): Promise<HistoryTransaction> {
  const movement = movementOf(tx, address)
  const transfers: HistoryTransfer[] = []
  if (movement) {
    const { name, symbol, decimals } = bitcoin.nativeCurrency
    const numeric = formatUnits(movement.sats, decimals)
    const iconUrl = tokenIconUrl(context.baseUrl, symbol)
    transfers.push({
      fungible_info: { name, symbol, ...(iconUrl ? { icon: { url: iconUrl } } : {}) },
      direction: movement.direction,
      quantity: { numeric },
      ...(await pricedAmount(context.prices, symbol, numeric)),
    })
  }
  const received = movement?.direction === 'in'
  const other = counterpartyOf(tx, address, received)
  const [sentFrom, sentTo] = received ? [other ?? '', address] : [address, other ?? address]
  const mined = tx.vin.some((input) => input.is_coinbase)
  const { status } = tx
  return {
    id: tx.txid,
    metadata: {
      operationType: !movement ? 'execute' : received ? (mined ? 'mint' : 'receive') : 'send',
      hash: tx.txid,
      minedAt: status.confirmed
        ? new Date(status.block_time * 1000).toISOString()
        : context.now.toISOString(),
      sentFrom,
      sentTo,
      status: status.confirmed ? 'confirmed' : 'pending',
      ...(status.confirmed ? { nonce: status.block_height } : {}),
      chain: context.chainId,
    },
    transfers,
  }
}
