import { formatEther, isHex, type Hex } from 'viem'
import { chainName } from './chainName'
import { readableMessage } from './readableMessage'

/** One labelled value of a request card. */
export interface RequestDetail {
  label: string
  value: string
  /** Addresses, hashes, data: shown in a monospace font. */
  code?: boolean
  /** Long text (messages, typed data) kept in a scrollable block. */
  block?: boolean
  /** Something the person should notice before approving. */
  warning?: boolean
}

type TransactionParams = { from?: string; to?: string; value?: Hex; data?: Hex; gas?: Hex }

/** The request's parameters in words, for the person deciding whether to approve it. */
export function describeRequest(
  method: string,
  params: unknown,
  knownChainIds: readonly number[],
): RequestDetail[] {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign':
    case 'eth_sign': {
      const [first, second] = method === 'eth_sign' ? [list[1], list[0]] : [list[0], list[1]]
      const message = readableMessage(first)
      return [
        { label: message.isHex ? 'Message (hex data)' : 'Message', value: message.text, block: true },
        { label: 'Account', value: String(second ?? ''), code: true },
      ]
    }
    case 'eth_signTypedData_v4':
      return describeTypedData(list[0], list[1])
    case 'eth_sendTransaction':
      return describeTransaction((list[0] ?? {}) as TransactionParams)
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const parameter = (list[0] ?? {}) as { chainId?: string; chainName?: string; rpcUrls?: string[] }
      const chainId = Number(parameter.chainId)
      const known = knownChainIds.includes(chainId)
      const details: RequestDetail[] = [
        { label: 'Network', value: parameter.chainName ?? chainName(chainId) },
      ]
      if (method === 'wallet_addEthereumChain' && parameter.rpcUrls?.[0]) {
        details.push({ label: 'RPC URL', value: parameter.rpcUrls[0], code: true })
      }
      if (!known && method === 'wallet_switchEthereumChain') {
        details.push({
          label: 'Note',
          value: 'This wallet does not have this chain; approving answers 4902.',
          warning: true,
        })
      }
      return details
    }
    default:
      return [{ label: 'Parameters', value: JSON.stringify(params, null, 2) ?? '', code: true, block: true }]
  }
}

function describeTransaction(transaction: TransactionParams): RequestDetail[] {
  const details: RequestDetail[] = [
    { label: 'From', value: transaction.from ?? '(this account)', code: true },
    transaction.to
      ? { label: 'To', value: transaction.to, code: true }
      : { label: 'To', value: 'Nobody: this deploys a contract', warning: true },
    {
      label: 'Value',
      value: `${formatEther(isHex(transaction.value) ? BigInt(transaction.value) : 0n)} ETH`,
    },
  ]
  if (transaction.data && transaction.data !== '0x') {
    const bytes = (transaction.data.length - 2) / 2
    details.push({ label: `Data (${bytes} bytes)`, value: transaction.data, code: true, block: true })
  }
  if (isHex(transaction.gas)) details.push({ label: 'Gas limit', value: BigInt(transaction.gas).toString() })
  return details
}

function describeTypedData(account: unknown, json: unknown): RequestDetail[] {
  let typed: { domain?: Record<string, unknown>; primaryType?: string; message?: unknown } = {}
  try {
    typed = typeof json === 'string' ? JSON.parse(json) : ((json ?? {}) as typeof typed)
  } catch {
    return [{ label: 'Typed data (unreadable)', value: String(json), code: true, block: true }]
  }
  const domain = typed.domain ?? {}
  const details: RequestDetail[] = [{ label: 'Account', value: String(account ?? ''), code: true }]
  if (domain.name)
    details.push({ label: 'Domain', value: `${String(domain.name)} ${String(domain.version ?? '')}`.trim() })
  if (domain.chainId !== undefined)
    details.push({ label: 'Domain chain', value: chainName(Number(domain.chainId)) })
  if (domain.verifyingContract) {
    details.push({ label: 'Contract', value: String(domain.verifyingContract), code: true })
  }
  details.push({ label: 'Type', value: typed.primaryType ?? '(none)' })
  details.push({
    label: 'Message',
    value: JSON.stringify(typed.message, null, 2) ?? '',
    code: true,
    block: true,
  })
  return details
}
