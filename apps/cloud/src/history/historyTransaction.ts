import { formatUnits, getAddress, zeroAddress } from 'viem'
import type { ChainService } from '../chains/chainServices'
import { nftName } from '../chains/tokenDirectory'
import { tokenIconUrl } from '../chains/tokenIcon'
import type { IndexedTransfer } from '../indexer/transferLogs'
import { pricedAmount } from '../prices/priceBook'
import type { HistoryRecord } from './historyStore'
import { routerEtherPaidOut, routerSwapOf } from './routerSwaps'

/** Which way a transfer goes for the address whose history it is. */
export type TransferDirection = 'in' | 'out' | 'self'

/** A fungible (native or ERC-20) or NFT (ERC-721) movement of a history transaction. */
export interface HistoryTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
  nft_info?: { name?: string; flags: { is_spam: boolean }; content?: { preview: { url: string } } }
  direction: TransferDirection
  quantity: { numeric: string }
  value?: number
  price?: number
}

/** A transaction of the history answer (docs/reference/entities.md#transaction). */
export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'execute' | 'mint' | 'trade' | 'buy'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    /** `pending` while a Bitcoin transaction waits in the mempool. */
    status: 'confirmed' | 'failed' | 'pending'
    /** The account nonce (EVM), the slot (Solana), the block height (Bitcoin; absent while pending). */
    nonce?: number
    chain: string
    /** The on-ramp provider whose purchase this transaction delivered (absent for other transactions). */
    onramp?: string
  }
  transfers: HistoryTransfer[]
}

function directionFor(address: string, from: string, to: string): TransferDirection {
  if (from === address && to === address) return 'self'
  return from === address ? 'out' : 'in'
}

async function tokenTransfer(
  service: ChainService,
  transfer: IndexedTransfer,
  direction: TransferDirection,
  baseUrl: string,
): Promise<HistoryTransfer> {
  const facts = await service.tokens.facts(transfer.token)
  const iconUrl = tokenIconUrl(baseUrl, facts.symbol, facts.iconUrl)
  if (transfer.standard === 'erc721') {
    return {
      nft_info: {
        name: nftName(facts, String(transfer.tokenId)),
        flags: { is_spam: facts.spam },
        ...(iconUrl ? { content: { preview: { url: iconUrl } } } : {}),
      },
      direction,
      quantity: { numeric: '1' },
    }
  }
  const numeric = formatUnits(BigInt(transfer.amount), facts.decimals)
  return {
    fungible_info: { name: facts.name, symbol: facts.symbol, ...(iconUrl ? { icon: { url: iconUrl } } : {}) },
    direction,
    quantity: { numeric },
    ...(await pricedAmount(service.prices, facts.symbol, numeric)),
  }
}

/**
 * A transaction as the history of `address` (lower case) shows it: the native value when the address
 * sent or received it, and every Transfer log that moves tokens from or to the address. It is a
 * `mint` when a token came from the zero address to the address, a `trade` when the address sent it
 * to a configured swap router and both gave and got something (the Ether a router pays out is read
 * from the node, see routerEtherPaidOut), a `send` when the address sent something, a `receive`
 * when it only received, else an `execute` (a call that moved nothing of it).
 */
export async function historyTransaction(
  service: ChainService,
  record: HistoryRecord,
  address: string,
  baseUrl: string,
  onrampProvider?: string,
): Promise<HistoryTransaction> {
  const { nativeCurrency, chainId } = service.config
  const transfers: HistoryTransfer[] = []
  async function nativeTransfer(amount: bigint, direction: TransferDirection) {
    const numeric = formatUnits(amount, nativeCurrency.decimals)
    const iconUrl = tokenIconUrl(baseUrl, nativeCurrency.symbol)
    transfers.push({
      fungible_info: {
        name: nativeCurrency.name,
        symbol: nativeCurrency.symbol,
        ...(iconUrl ? { icon: { url: iconUrl } } : {}),
      },
      direction,
      quantity: { numeric },
      ...(await pricedAmount(service.prices, nativeCurrency.symbol, numeric)),
    })
  }
  const touchesNative = record.from === address || record.to === address
  if (BigInt(record.value) > 0n && touchesNative) {
    await nativeTransfer(BigInt(record.value), directionFor(address, record.from, record.to ?? ''))
  }
  const own = record.transfers.filter((transfer) => transfer.from === address || transfer.to === address)
  for (const transfer of own) {
    transfers.push(
      await tokenTransfer(service, transfer, directionFor(address, transfer.from, transfer.to), baseUrl),
    )
  }

  const router = routerSwapOf(service, record, address)
  if (router) {
    const paidOut = await routerEtherPaidOut(service, record, router, address)
    if (paidOut > 0n) await nativeTransfer(paidOut, 'in')
  }

  const minted = own.some((transfer) => transfer.from === zeroAddress && transfer.to === address)
  const sent = transfers.some((transfer) => transfer.direction !== 'in')
  const traded = router !== undefined && sent && transfers.some((transfer) => transfer.direction === 'in')
  return {
    id: record.hash,
    metadata: {
      // An on-ramp purchase shows as bought, as AppKit's activity marks on-ramp transactions.
      operationType: onrampProvider
        ? 'buy'
        : minted
          ? 'mint'
          : traded
            ? 'trade'
            : sent
              ? 'send'
              : transfers.length > 0
                ? 'receive'
                : 'execute',
      hash: record.hash,
      minedAt: new Date(record.minedAt * 1000).toISOString(),
      // Checksummed, as wallets show and compare addresses.
      sentFrom: getAddress(record.from),
      sentTo: getAddress(record.to ?? record.createdContract ?? zeroAddress),
      status: record.failed ? 'failed' : 'confirmed',
      nonce: record.nonce,
      chain: chainId,
      ...(onrampProvider ? { onramp: onrampProvider } : {}),
    },
    transfers,
  }
}
