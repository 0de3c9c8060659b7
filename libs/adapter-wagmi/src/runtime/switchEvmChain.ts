import {
  addChainOnSwitchErrorCodes,
  ErrorMessage,
  GatehouseError,
  isUserRejection,
  rpcErrorCode,
  type Network,
} from '@gatehouse/common'

/** The part of an EIP-1193 provider this needs. */
export interface Eip1193Requester {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const toHex = (id: number | string) => `0x${Number(id).toString(16)}`

/** The `wallet_addEthereumChain` parameters of a network. */
export function addEthereumChainParameter(network: Network) {
  return {
    chainId: toHex(network.id),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
  }
}

/**
 * Asks a wallet to switch network (docs/reference/endpoints.md#switch-chain): when the wallet answers 4902, -32603 or 5000 it is asked
 * to add the network first; if adding fails the error is 'Chain is not supported'. A rejection by the
 * visitor (4001) is passed on unchanged.
 */
export async function switchEvmChain(provider: Eip1193Requester, network: Network): Promise<void> {
  const params = [{ chainId: toHex(network.id) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params })
    return
  } catch (error) {
    const code = rpcErrorCode(error)
    if (code === undefined || !addChainOnSwitchErrorCodes.includes(code)) throw error
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addEthereumChainParameter(network)],
    })
  } catch (error) {
    if (isUserRejection(error)) throw error
    throw new GatehouseError('ChainNotSupported', ErrorMessage.chainNotSupported, { cause: error })
  }
  // Most wallets switch when they add; the ones that only add are asked again.
  await provider.request({ method: 'wallet_switchEthereumChain', params })
}
