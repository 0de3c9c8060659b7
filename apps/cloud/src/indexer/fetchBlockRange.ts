import * as v from 'valibot'
import { numberToHex, type PublicClient } from 'viem'
import { rpcLogSchema, transferOfLog, transferTopic, type IndexedTransfer } from './transferLogs'

/** A transaction as the index keeps it. Addresses are lower case. */
export interface IndexedTransaction {
  blockNumber: number
  txIndex: number
  hash: string
  /** Block timestamp, seconds since the epoch. */
  minedAt: number
  from: string
  /** Null for a contract creation. */
  to: string | null
  /** The contract a creation made; null otherwise. */
  createdContract: string | null
  /** Wei as a decimal string. */
  value: string
  nonce: number
  /** The receipt's status was 0 (reverted). */
  failed: boolean
}

/** A block's identity, to check that the chain the index follows has not changed under it. */
export interface BlockLink {
  number: number
  hash: string
  parentHash: string
}

/** What one range of blocks adds to the index. */
export interface FetchedRange {
  /** The blocks of the range in order. */
  blocks: BlockLink[]
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
}

const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const receiptsSchema = v.array(
  v.object({
    transactionHash: hex,
    status: v.optional(hex),
    contractAddress: v.nullish(hex),
  }),
)
const logsSchema = v.array(rpcLogSchema)

// viem has no action for eth_getBlockReceipts; the request goes through the same batched transport.
type RawRequest = (args: { method: string; params: unknown[] }) => Promise<unknown>

function parsed<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, what: string) {
  const result = v.safeParse(schema, value)
  if (!result.success)
    throw new Error(`The node answered ${what} in an unexpected shape: ${v.summarize(result.issues)}`)
  return result.output as v.InferOutput<TSchema>
}

/**
 * Reads blocks `from` to `to` (inclusive) with their full transactions, every block's receipts (for
 * the status) and the range's Transfer logs. All requests leave in the same tick, so the batching
 * transport sends them in a few HTTP round trips.
 */
export async function fetchBlockRange(client: PublicClient, from: number, to: number): Promise<FetchedRange> {
  const request = client.request as unknown as RawRequest
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index)
  const [blocks, receipts, logs] = await Promise.all([
    Promise.all(
      numbers.map((number) => client.getBlock({ blockNumber: BigInt(number), includeTransactions: true })),
    ),
    Promise.all(
      numbers.map((number) => request({ method: 'eth_getBlockReceipts', params: [numberToHex(number)] })),
    ),
    request({
      method: 'eth_getLogs',
      params: [{ fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [transferTopic] }],
    }),
  ])

  const transactions: IndexedTransaction[] = []
  blocks.forEach((block, position) => {
    const blockReceipts = parsed(receiptsSchema, receipts[position], `the receipts of block ${block.number}`)
    const receiptOf = new Map(
      blockReceipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]),
    )
    for (const transaction of block.transactions) {
      const receipt = receiptOf.get(transaction.hash.toLowerCase())
      if (!receipt)
        throw new Error(`The node has no receipt for ${transaction.hash} in block ${block.number}`)
      transactions.push({
        blockNumber: Number(block.number),
        txIndex: transaction.transactionIndex,
        hash: transaction.hash.toLowerCase(),
        minedAt: Number(block.timestamp),
        from: transaction.from.toLowerCase(),
        to: transaction.to?.toLowerCase() ?? null,
        createdContract: receipt.contractAddress?.toLowerCase() ?? null,
        value: transaction.value.toString(),
        nonce: transaction.nonce,
        failed: receipt.status !== undefined && BigInt(receipt.status) === 0n,
      })
    }
  })
  return {
    blocks: blocks.map((block) => ({
      number: Number(block.number),
      hash: block.hash,
      parentHash: block.parentHash,
    })),
    transactions,
    transfers: parsed(logsSchema, logs, 'eth_getLogs')
      .map(transferOfLog)
      .filter((transfer): transfer is IndexedTransfer => transfer !== undefined),
  }
}
