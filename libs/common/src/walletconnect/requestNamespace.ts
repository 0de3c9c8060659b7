import { GatehouseError } from '../errors/GatehouseError'
import { ErrorMessage } from '../errors/messages'

/** The namespaces of a wallet session (docs/reference/entities.md#walletconnect-session: accounts and chains per namespace). */
export interface WalletSessionNamespaces {
  [namespace: string]: { accounts: readonly string[]; chains?: readonly string[] | undefined }
}

/**
 * The namespace of the session a request on `chainId` (CAIP-2) goes to (docs/reference/validation.md#request-namespace).
 * @throws GatehouseError 'Please call connect() before request()' without a session;
 *   `Invalid CAIP-2 network id: {value}` for a chain id without exactly two non-empty parts;
 *   "Namespace '{ns}' is not configured. Please call connect() first with namespace config." when
 *   the session has no such namespace.
 */
export function requestNamespace(
  session: { namespaces: WalletSessionNamespaces } | undefined,
  chainId: string,
): string {
  if (!session) throw new GatehouseError('RequestNeedsSession', ErrorMessage.requestNeedsSession)
  const parts = chainId.split(':')
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference) {
    throw new GatehouseError('InvalidCaipNetworkId', ErrorMessage.invalidCaipNetworkId(chainId))
  }
  if (!Object.hasOwn(session.namespaces, namespace)) {
    throw new GatehouseError('NamespaceNotConfigured', ErrorMessage.namespaceNotConfigured(namespace))
  }
  return namespace
}
