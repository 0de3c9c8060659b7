import type { CaipNetworkId } from '../caip/types'
import type { SIWXMessageData } from './types'

const header = ' wants you to sign in with your Solana account:'

/** The fields after the address and statement, in the order CAIP-122 (and EIP-4361) writes them. */
const optionalFields = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/**
 * The CAIP-122 text of a sign-in with a Solana account: EIP-4361's layout with "Solana account"
 * in the first line and the CAIP-2 chain id (`solana:<genesis hash prefix>`) as `Chain ID`. The
 * exact bytes the wallet signs (solana:signMessage) and the verifier reads back.
 * @throws when the chain is not a Solana chain or a field would break the layout (a line break).
 */
export function solanaSignInText(data: SIWXMessageData): string {
  if (!data.chainId.startsWith('solana:')) throw new Error(`Not a Solana chain: ${data.chainId}`)
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
  const lines = [`${data.domain}${header}`, data.accountAddress, '']
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
 * Reads a text made by `solanaSignInText` back into its fields; undefined when it is not one (a
 * missing or misplaced line, an unknown field). Reading and writing again gives the same text.
 */
export function parseSolanaSignInText(text: string): SIWXMessageData | undefined {
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
  if (!uri || !version || !chainId?.startsWith('solana:') || !nonce) return undefined
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
