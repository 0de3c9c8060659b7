import * as v from 'valibot'

/** keccak256("Transfer(address,address,uint256)"): the topic of ERC-20 and ERC-721 transfers alike. */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/))
const word = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/))

/** A log as eth_getLogs answers it (the fields the index reads). */
export const rpcLogSchema = v.object({
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
  topics: v.array(word),
  data: hex,
  blockNumber: hex,
  transactionIndex: hex,
  logIndex: hex,
  removed: v.optional(v.boolean()),
})

/** A Transfer log of an ERC-20 or ERC-721 contract, as the index keeps it. */
export interface IndexedTransfer {
  blockNumber: number
  txIndex: number
  logIndex: number
  /** The token contract, lower case. */
  token: string
  standard: 'erc20' | 'erc721'
  /** Lower case; the zero address for a mint. */
  from: string
  to: string
  /** Base units of an ERC-20 as a decimal string; "1" for an ERC-721. */
  amount: string
  /** The ERC-721 token id as a decimal string; null for an ERC-20. */
  tokenId: string | null
}

const topicAddress = (topic: string) => `0x${topic.slice(26)}`.toLowerCase()

/**
 * Reads a Transfer log. ERC-20 and ERC-721 share the event signature and differ in what is indexed:
 * an ERC-20 indexes from and to (3 topics) and puts the value in the data; an ERC-721 indexes the
 * token id as well (4 topics). Anything else (another event, a removed log, a malformed value)
 * gives undefined.
 */
export function transferOfLog(log: v.InferOutput<typeof rpcLogSchema>): IndexedTransfer | undefined {
  const [topic, from, to, tokenId] = log.topics
  if (topic?.toLowerCase() !== transferTopic || !from || !to || log.removed) return undefined
  const position = {
    blockNumber: Number(BigInt(log.blockNumber)),
    txIndex: Number(BigInt(log.transactionIndex)),
    logIndex: Number(BigInt(log.logIndex)),
    token: log.address.toLowerCase(),
    from: topicAddress(from),
    to: topicAddress(to),
  }
  if (log.topics.length === 3 && log.data.length === 66) {
    return { ...position, standard: 'erc20', amount: BigInt(log.data).toString(), tokenId: null }
  }
  if (log.topics.length === 4 && tokenId) {
    return { ...position, standard: 'erc721', amount: '1', tokenId: BigInt(tokenId).toString() }
  }
  return undefined
}
