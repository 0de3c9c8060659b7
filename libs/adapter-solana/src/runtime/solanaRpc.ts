import {
  address,
  createSolanaRpc,
  getBase64Decoder,
  signature as toSignature,
  type Base64EncodedWireTransaction,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit'
import { ErrorMessage, GatehouseError, formatUnits, type Network } from '@gatehouse/common'
import type { SolanaCommitment } from '../options'

/** A network's first HTTP RPC URL. */
export function rpcUrlOf(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new GatehouseError('NetworkNotFound', ErrorMessage.networkNotFound)
  return url
}

/** One RPC client per URL, made when first needed. */
export function createRpcPool() {
  const clients = new Map<string, Rpc<SolanaRpcApi>>()
  return (network: Network): Rpc<SolanaRpcApi> => {
    const url = rpcUrlOf(network)
    let client = clients.get(url)
    if (!client) {
      client = createSolanaRpc(url)
      clients.set(url, client)
    }
    return client
  }
}

/** The SOL balance of `owner` as a decimal string (9 decimals), at `commitment`. */
export async function readSolBalance(rpc: Rpc<SolanaRpcApi>, owner: string, commitment: SolanaCommitment) {
  const { value } = await rpc.getBalance(address(owner), { commitment }).send()
  return formatUnits(value, 9)
}

/** The program that owns an account, or undefined when the account does not exist. */
export async function ownerOf(rpc: Rpc<SolanaRpcApi>, account: string, commitment: SolanaCommitment) {
  const { value } = await rpc
    .getAccountInfo(address(account), { commitment, encoding: 'base64', dataSlice: { offset: 0, length: 0 } })
    .send()
  return value?.owner
}

/** Sends a signed wire transaction; resolves with its signature. Preflight runs at `commitment`. */
export async function sendWireTransaction(
  rpc: Rpc<SolanaRpcApi>,
  transaction: Uint8Array,
  commitment: SolanaCommitment,
): Promise<string> {
  const encoded = getBase64Decoder().decode(transaction) as Base64EncodedWireTransaction
  return rpc.sendTransaction(encoded, { encoding: 'base64', preflightCommitment: commitment }).send()
}

const order: Readonly<Record<string, number>> = { processed: 0, confirmed: 1, finalized: 2 }

/**
 * Polls the node until the transaction reaches `commitment`, then says whether it succeeded; one
 * that landed with an error is 'reverted' (it paid its fee and moved nothing else).
 * `timeoutMs` is a hang guard (a blockhash expires after about a minute and a half).
 */
export async function waitForSignature(
  rpc: Rpc<SolanaRpcApi>,
  signature: string,
  commitment: SolanaCommitment,
  options: { intervalMs?: number; timeoutMs?: number } = {},
): Promise<{ status: 'success' | 'reverted' }> {
  const interval = options.intervalMs ?? 500
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  const wanted = order[commitment] ?? 1
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([toSignature(signature)]).send()
    const status = value[0]
    if (status?.err) return { status: 'reverted' }
    if (status && (order[status.confirmationStatus ?? 'processed'] ?? 0) >= wanted)
      return { status: 'success' }
    if (Date.now() > deadline) throw new GatehouseError('HttpTimeout', ErrorMessage.requestTimedOut)
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
