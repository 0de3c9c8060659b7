import type { SIWXSession } from '@gatehouse/common'
import type { WalletConnectSignInRequest } from '@gatehouse/controllers'
import type UniversalProvider from '@walletconnect/universal-provider'
import { getSdkError } from '@walletconnect/utils'
import { UserRejectedRequestError } from 'viem'
import { signInSession } from './signInSession'

/** The eip155 namespace the session asks for: the connector's methods and events, and RPC URLs. */
export interface SignInNamespace {
  methods: readonly string[]
  events: readonly string[]
  rpcMap: Record<string, string>
}

type AuthenticateParams = Parameters<UniversalProvider['authenticate']>[0]

/**
 * WalletConnect's one-step authenticate (`wc_sessionAuthenticate`) on the provider: the wallet
 * signs a CAIP-122 message per chain and opens the session in the same answer; a wallet without
 * it answers the fallback proposal sent alongside, and then there is a session but no sign-in.
 * The SDK has already checked each CACAO's signature and that it answers this request (domain,
 * nonce, URI, chain, validity dates). Kept out of the runtime chunk: it loads WalletConnect's utils.
 */
export async function authenticateWithSignIn(
  provider: UniversalProvider,
  request: WalletConnectSignInRequest,
  namespace: SignInNamespace,
): Promise<SIWXSession[]> {
  const chains = [...request.chains]
  const params: AuthenticateParams & { optionalNamespaces: unknown } = {
    chains,
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    methods: [...namespace.methods],
    ...(request.statement === undefined ? {} : { statement: request.statement }),
    ...(request.expirationTime === undefined ? {} : { exp: request.expirationTime }),
    ...(request.notBefore === undefined ? {} : { nbf: request.notBefore }),
    ...(request.resources === undefined ? {} : { resources: [...request.resources] }),
    // Not in the SDK's type, but the provider reads it as `connect` does: requests other than the
    // wallet's own then reach the chains' RPC URLs rather than WalletConnect's public RPC.
    optionalNamespaces: {
      eip155: {
        chains,
        methods: [...namespace.methods],
        events: [...namespace.events],
        rpcMap: namespace.rpcMap,
      },
    },
  }
  let result: Awaited<ReturnType<UniversalProvider['authenticate']>>
  try {
    result = await provider.authenticate(params)
  } catch (error) {
    // The SDK rejects with the wallet's bare message; the kit knows a decline by EIP-1193 4001.
    const message = (error as { message?: unknown } | undefined)?.message ?? error
    if (message === getSdkError('USER_REJECTED').message) {
      throw new UserRejectedRequestError(new Error(String(message)))
    }
    throw typeof error === 'string' ? new Error(error) : error
  }
  return (result.auths ?? []).map(signInSession)
}
