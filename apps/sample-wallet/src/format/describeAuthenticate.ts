import { eip155ChainId, requestedMethods, signInChainIds } from '@gatehouse/harness/wallet'
import type { WalletKitTypes } from '@reown/walletkit'
import { chainName } from './chainName'
import type { RequestDetail } from './describeRequest'

/** Where the wallet stands: the account that would sign and the chains it has. */
export interface SignInWallet {
  address: string
  knownChainIds: readonly number[]
  activeChainId: number
}

/**
 * A one-step authenticate request in words: who asks (domain and URI, as the site states them),
 * what it asks to be signed, on which chains (and which of them this wallet signs for), with which
 * account, until when, and which methods the session would allow.
 */
export function describeAuthenticate(
  authPayload: WalletKitTypes.SessionAuthenticate['params']['authPayload'],
  wallet: SignInWallet,
): RequestDetail[] {
  const signed = signInChainIds(authPayload, wallet.knownChainIds, wallet.activeChainId)
  const chains = authPayload.chains.map((chain) => {
    const chainId = eip155ChainId(chain)
    if (chainId === undefined) return `${chain}, not in this wallet`
    return signed.includes(chainId) ? chainName(chainId) : `${chainName(chainId)}, not in this wallet`
  })
  const methods = requestedMethods(authPayload)
  return [
    { label: 'Domain', value: authPayload.domain, code: true },
    { label: 'URI', value: authPayload.aud ?? 'None stated', code: !!authPayload.aud },
    { label: 'Statement', value: authPayload.statement || 'None', block: !!authPayload.statement },
    {
      label: 'Chains',
      value: chains.join(', ') || 'None named',
      ...(signed.length === 0 ? { warning: true } : {}),
    },
    { label: 'Account', value: wallet.address, code: true },
    ...(authPayload.exp ? [{ label: 'Valid until', value: authPayload.exp }] : []),
    ...(authPayload.nbf ? [{ label: 'Valid from', value: authPayload.nbf }] : []),
    { label: 'Methods', value: methods.join(', ') || 'None', code: methods.length > 0 },
    { label: 'Origin check', value: 'Not verified: this wallet never calls the verify server.' },
  ]
}
