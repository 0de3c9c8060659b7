import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, formatMessage, populateAuthPayload } from '@walletconnect/utils'
import type { PrivateKeyAccount } from 'viem/accounts'
import { activeFirst, eip155Chain, eip155ChainId, walletMethods } from '../sessions/eip155'

/** One chain's signed sign-in: the CACAO sent back and the text that was signed. */
export interface SignedCacao {
  cacao: AuthTypes.Cacao
  message: string
}

/**
 * The chains of a one-step authenticate request this wallet signs for: the requested eip155 chains
 * it has, its active chain first (the dapp takes the session's first account as the current chain).
 */
export function signInChainIds(
  authPayload: Pick<AuthTypes.PayloadParams, 'chains'>,
  chainIds: readonly number[],
  activeChainId: number,
): number[] {
  const requested = new Set(authPayload.chains.map(eip155ChainId))
  return activeFirst(chainIds, activeChainId).filter((chainId) => requested.has(chainId))
}

/**
 * Answers a `wc_sessionAuthenticate` request (CAIP-222): narrows the payload to the chains and
 * methods the wallet has (WalletConnect's ReCap rewrite, which also states them in the statement),
 * then signs one CAIP-122 message per chain with EIP-191 and wraps each in a CACAO. Throws an error
 * for people when the request names no chain the wallet has.
 */
export async function signInCacaos(
  authPayload: AuthTypes.PayloadParams,
  wallet: { account: PrivateKeyAccount; chainIds: readonly number[]; activeChainId: number },
): Promise<SignedCacao[]> {
  const chainIds = signInChainIds(authPayload, wallet.chainIds, wallet.activeChainId)
  if (chainIds.length === 0) throw new Error('it asks for no chain this wallet has.')
  const chains = chainIds.map(eip155Chain)
  const payload = populateAuthPayload({ authPayload, chains, methods: [...walletMethods] })
  const signed: SignedCacao[] = []
  for (const chain of chains) {
    const iss = `did:pkh:${chain}:${wallet.account.address}`
    const message = formatMessage(payload, iss)
    const signature = await wallet.account.signMessage({ message })
    signed.push({ cacao: buildAuthObject(payload, { t: 'eip191', s: signature }, iss), message })
  }
  return signed
}
