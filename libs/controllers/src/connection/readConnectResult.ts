import { ErrorMessage, GatehouseError, isAddress, type ChainNamespace } from '@gatehouse/common'
import type { AdapterAccount, ConnectResult } from '../adapter/ChainAdapter'

// A CAIP-2 reference (the part after `eip155:`).
const chainReference = /^[-_a-zA-Z0-9]{1,32}$/

/** True when `chainId` is a chain id the namespace can have: a positive whole number for EVM. */
function isReadableChainId(namespace: ChainNamespace, chainId: unknown): chainId is number | string {
  if (namespace === 'eip155') {
    const id = typeof chainId === 'string' && /^\d+$/.test(chainId) ? Number(chainId) : chainId
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0
  }
  return (typeof chainId === 'string' || typeof chainId === 'number') && chainReference.test(String(chainId))
}

function isAccountList(namespace: ChainNamespace, accounts: unknown): accounts is readonly AdapterAccount[] {
  return (
    Array.isArray(accounts) &&
    accounts.every(
      (account: unknown) =>
        typeof (account as AdapterAccount | undefined)?.address === 'string' &&
        isAddress((account as AdapterAccount).address, namespace),
    )
  )
}

/** The error of a wallet answer Gatehouse cannot read; `detail` says what was wrong, for the console. */
export function unreadableWalletAnswer(detail: string, cause?: unknown): GatehouseError {
  return new GatehouseError('WalletAnswerUnreadable', ErrorMessage.walletAnswerUnreadable, {
    cause: cause ?? new Error(detail),
  })
}

/**
 * Checks what an adapter says a wallet connected with: an address of the namespace, a chain id it
 * can have, a list of such accounts. Whatever a wallet answers reaches the kit through here.
 * @throws GatehouseError 'WalletAnswerUnreadable' naming the bad part in its cause.
 */
export function readConnectResult(namespace: ChainNamespace, result: unknown): ConnectResult {
  const candidate = result as Partial<ConnectResult> | undefined
  const address: unknown = candidate?.address
  if (typeof address !== 'string' || !isAddress(address, namespace)) {
    throw unreadableWalletAnswer(`the wallet's account is not a ${namespace} address: ${String(address)}`)
  }
  if (!isReadableChainId(namespace, candidate?.chainId)) {
    throw unreadableWalletAnswer(`the wallet's chain id cannot be read: ${String(candidate?.chainId)}`)
  }
  if (!isAccountList(namespace, candidate?.accounts)) {
    throw unreadableWalletAnswer(`the wallet's account list cannot be read`)
  }
  if (typeof candidate?.connectorId !== 'string' || candidate.connectorId === '') {
    throw unreadableWalletAnswer('the connection has no connector id')
  }
  return candidate as ConnectResult
}
