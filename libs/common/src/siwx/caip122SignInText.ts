import type { CaipNetworkId } from '../caip/types'
import type { SIWXMessageData } from './types'

/** Which chain a CAIP-122 text is for: the account's name in the first line and the chain's namespace. */
export interface Caip122Chain {
  /** The word before "account" in the first line: `Solana`, `Bitcoin`. */
  accountName: string
  /** The CAIP-2 namespace every `Chain ID` of the text has: `solana`, `bip122`. */
  namespace: string
}

/** The fields after the address and statement, in the order CAIP-122 (and EIP-4361) writes them. */
const optionalFields = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

const headerOf = (chain: Caip122Chain) => ` wants you to sign in with your ${chain.accountName} account:`

/**
 * The CAIP-122 text of a sign-in on a non-EVM chain: EIP-4361's layout with "{accountName}
 * account" in the first line and the CAIP-2 chain id as `Chain ID`. The exact bytes the wallet signs
 * and the verifier reads back.
 * @throws when the chain is not of `chain.namespace` or a field would break the layout (a line break).
 */
export function caip122SignInText(chain: Caip122Chain, data: SIWXMessageData): string {
  if (!data.chainId.startsWith(`${chain.namespace}:`))
    throw new Error(`Not a ${chain.accountName} chain: ${data.chainId}`)
  const values = [
    data.domain,
    data.accountAddress,
    data.statement,
    data.uri,
    data.nonce,
    data.issuedAt,
    data.expirationTime,
    data.notBefore,
    data.requestId,
    ...(data.resources ?? []),
  ]
  if (values.some((value) => value?.includes('\n'))) throw new Error('A sign-in field holds a line break')
  const lines = [`${data.domain}${headerOf(chain)}`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement, '')
  lines.push(
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
  )
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  for (const [label, key] of optionalFields) {
    const value = data[key]
    if (value) lines.push(`${label}: ${value}`)
  }
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

function field(lines: string[], index: number, label: string): string | undefined {
  const line = lines[index]
  return line?.startsWith(`${label}: `) ? line.slice(label.length + 2) : undefined
}

/**
 * Reads a text made by `caip122SignInText` for `chain` back into its fields; undefined when it is not
 * one (another chain's first line or chain id, a missing or misplaced line, an unknown field).
 * Reading and writing again gives the same text.
 */
export function parseCaip122SignInText(chain: Caip122Chain, text: string): SIWXMessageData | undefined {
  const header = headerOf(chain)
  const lines = text.split('\n')
  const first = lines[0] ?? ''
  if (!first.endsWith(header) || lines[2] !== '') return undefined
  const domain = first.slice(0, -header.length)
  const accountAddress = lines[1]
  if (!domain || !accountAddress) return undefined
  let index = 3
  let statement: string | undefined
  if (!lines[index]?.startsWith('URI: ')) {
    statement = lines[index]
    if (!statement || lines[index + 1] !== '') return undefined
    index += 2
  }
  const uri = field(lines, index++, 'URI')
  const version = field(lines, index++, 'Version')
  const chainId = field(lines, index++, 'Chain ID')
  const nonce = field(lines, index++, 'Nonce')
  if (!uri || !version || !chainId?.startsWith(`${chain.namespace}:`) || !nonce) return undefined
  const data: SIWXMessageData = {
    accountAddress,
    chainId: chainId as CaipNetworkId,
    domain,
    uri,
    version,
    nonce,
    ...(statement ? { statement } : {}),
  }
  const issuedAt = field(lines, index, 'Issued At')
  if (issuedAt !== undefined) {
    data.issuedAt = issuedAt
    index++
  }
  for (const [label, key] of optionalFields) {
    const value = field(lines, index, label)
    if (value !== undefined) {
      data[key] = value
      index++
    }
  }
  if (lines[index] === 'Resources:') {
    const resources = lines.slice(index + 1)
    if (resources.length === 0 || !resources.every((line) => line.startsWith('- '))) return undefined
    data.resources = resources.map((line) => line.slice(2))
    index = lines.length
  }
  return index === lines.length ? data : undefined
}
