import {
  createWalletClient,
  formatEther,
  hexToString,
  http,
  isAddressEqual,
  isHex,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { ErrorMessage, frameRpcVerdict, frameUnsupportedMethods } from '@gatehouse/common'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalRequest } from './approval'
import { callFrameApi } from './frameApi'
import type { FrameStrings } from './frameStrings'

/** A chain the service relays: CAIP-2 id, name and native symbol. */
export interface FrameChain {
  chainId: string
  name: string
  symbol: string
}

/** An RPC error the frame replies with (its code goes beside the message). */
export class FrameRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
    this.name = 'FrameRpcError'
  }
}

const relayUrl = (chainId: string) => new URL(`/v1/embedded/rpc/${chainId}`, location.origin).href

let rpcId = 0
/** A safe method, answered by the chain's node through the frame origin's relay. */
async function relay(chainId: string, method: string, params: unknown): Promise<unknown> {
  const answer = await callFrameApi<{ result?: unknown; error?: { code: number; message: string } }>(
    `/v1/embedded/rpc/${chainId}`,
    { body: { jsonrpc: '2.0', id: (rpcId += 1), method, params: params ?? [] } },
  )
  if (answer.error) throw new FrameRpcError(answer.error.message, answer.error.code)
  return answer.result
}

interface TransactionParams {
  to?: Hex
  value?: Hex
  data?: Hex
  gas?: Hex
}

/** What the frame needs to answer an RPC request. */
export interface RpcContext {
  account: PrivateKeyAccount
  chain: FrameChain
  strings: FrameStrings
  /** Shows the approval inside the frame; resolves with the visitor's decision. */
  approve(request: ApprovalRequest): Promise<boolean>
}

const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)
const second = (params: unknown): unknown => (Array.isArray(params) ? params[1] : undefined)

function transactionOf(value: unknown): TransactionParams {
  if (typeof value !== 'object' || value === null) throw new FrameRpcError('Invalid transaction', -32602)
  const { to, value: amount, data, gas } = value as Record<string, unknown>
  const hex = (field: unknown) => (isHex(field) ? field : undefined)
  return { to: hex(to), value: hex(amount), data: hex(data), gas: hex(gas) }
}

function transactionRows(context: RpcContext, transaction: TransactionParams) {
  const { strings, chain } = context
  return [
    { label: strings.to, value: transaction.to ?? '—' },
    { label: strings.value, value: `${formatEther(BigInt(transaction.value ?? '0x0'))} ${chain.symbol}` },
    ...(transaction.data && transaction.data !== '0x'
      ? [{ label: strings.data, value: transaction.data }]
      : []),
  ]
}

// The bundles of wallet_sendCalls this frame sent, for wallet_getCallsStatus (sequential sends).
const sentCalls = new Map<string, { chainId: string; hashes: Hex[] }>()

function assertSigner(context: RpcContext, address: unknown): void {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, context.account.address))
    throw new FrameRpcError('The request names an account this wallet does not hold', 4100)
}

async function send(context: RpcContext, transaction: TransactionParams): Promise<Hex> {
  const client = createWalletClient({
    account: context.account,
    transport: http(relayUrl(context.chain.chainId)),
  })
  return client.sendTransaction({
    chain: null,
    to: transaction.to,
    value: transaction.value === undefined ? undefined : BigInt(transaction.value),
    data: transaction.data,
    gas: transaction.gas === undefined ? undefined : BigInt(transaction.gas),
  })
}

const rejected = () => new FrameRpcError('User rejected the request.', 4001)

/**
 * Answers one RPC request of the host: safe methods from the node (the account and chain locally),
 * disallowed ones refused with 'Requested RPC call is not allowed', unsafe ones only after the visitor
 * approves inside the frame (4001 when they reject). wallet_sendCalls sends its calls one after the
 * other (not atomically); permissions, user operations and Solana methods are refused (4200).
 */
export async function answerRpc(context: RpcContext, method: string, params: unknown): Promise<unknown> {
  const verdict = frameRpcVerdict(method)
  if (verdict === 'disallowed') throw new FrameRpcError(ErrorMessage.rpcCallNotAllowed, 4200)
  const { account, chain, strings } = context
  const network = { label: strings.network, value: chain.name }
  if (verdict === 'safe') {
    if (method === 'eth_accounts') return [account.address]
    if (method === 'eth_chainId') return `0x${Number(chain.chainId.split(':')[1]).toString(16)}`
    if (method === 'wallet_getCapabilities') return {}
    if (method === 'wallet_getCallsStatus') return callsStatus(chain, first(params))
    // Filters would live on the node for every caller to read; the wallet keeps no assets list.
    if ((frameUnsupportedMethods as readonly string[]).includes(method))
      throw new FrameRpcError(`The embedded wallet does not support ${method}`, 4200)
    return relay(chain.chainId, method, params)
  }
  switch (method) {
    case 'personal_sign': {
      const message = first(params)
      assertSigner(context, second(params))
      if (typeof message !== 'string') throw new FrameRpcError('Invalid message', -32602)
      const raw = isHex(message) ? message : undefined
      const text = raw ? safeText(raw) : message
      const ok = await context.approve({
        title: strings.signMessage,
        rows: [
          { label: strings.from, value: account.address },
          network,
          { label: strings.data, value: text },
        ],
      })
      if (!ok) throw rejected()
      return account.signMessage({ message: raw ? { raw } : message })
    }
    case 'eth_signTypedData_v4': {
      assertSigner(context, first(params))
      const json = second(params)
      let typed: TypedDataDefinition
      try {
        typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
      } catch {
        throw new FrameRpcError('Invalid typed data', -32602)
      }
      const ok = await context.approve({
        title: strings.signTypedData,
        rows: [
          { label: strings.from, value: account.address },
          network,
          { label: strings.data, value: JSON.stringify(typed.message ?? typed, null, 2) },
        ],
      })
      if (!ok) throw rejected()
      const { EIP712Domain: _domainType, ...types } = (typed.types ?? {}) as Record<string, unknown>
      return account.signTypedData({ ...typed, types } as TypedDataDefinition)
    }
    case 'eth_sendTransaction': {
      const transaction = transactionOf(first(params))
      const ok = await context.approve({
        title: strings.sendTransaction,
        rows: [network, ...transactionRows(context, transaction)],
      })
      if (!ok) throw rejected()
      return send(context, transaction)
    }
    case 'wallet_sendCalls': {
      const request = first(params) as { calls?: unknown } | undefined
      const calls = Array.isArray(request?.calls) ? request.calls.map(transactionOf) : []
      if (calls.length === 0) throw new FrameRpcError('wallet_sendCalls needs calls', -32602)
      const ok = await context.approve({
        title: strings.sendCalls,
        rows: [network, ...calls.flatMap((call) => transactionRows(context, call))],
      })
      if (!ok) throw rejected()
      const hashes: Hex[] = []
      for (const call of calls) hashes.push(await send(context, call))
      const id = hashes[hashes.length - 1] as Hex
      sentCalls.set(id, { chainId: chain.chainId, hashes })
      return { id }
    }
    default:
      throw new FrameRpcError(`${method} is not supported by this wallet`, 4200)
  }
}

function safeText(raw: Hex): string {
  try {
    const text = hexToString(raw)
    // Control characters other than tabs and line breaks mean it is bytes, not text: show the hex.
    const binary = [...text].some((char) => {
      const code = char.charCodeAt(0)
      return code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d
    })
    return binary ? raw : text
  } catch {
    return raw
  }
}

async function callsStatus(chain: FrameChain, id: unknown): Promise<unknown> {
  const bundle = typeof id === 'string' ? sentCalls.get(id) : undefined
  if (!bundle) throw new FrameRpcError('Unknown bundle id', 5730)
  const receipts = await Promise.all(
    bundle.hashes.map((hash) => relay(bundle.chainId, 'eth_getTransactionReceipt', [hash])),
  )
  const done = receipts.every(Boolean)
  const failed = receipts.some((receipt) => (receipt as { status?: string } | null)?.status === '0x0')
  return {
    version: '2.0.0',
    id,
    chainId: `0x${Number(chain.chainId.split(':')[1]).toString(16)}`,
    atomic: false,
    status: !done ? 100 : failed ? 500 : 200,
    receipts: done ? receipts : [],
  }
}
