import {
  isEvmAddress,
  toCaipNetworkId,
  type SIWXCacao,
  type SIWXMessageData,
  type SIWXSession,
} from '@gatehouse/common'
import type UniversalProvider from '@walletconnect/universal-provider'
import {
  decodeRecap,
  formatMessage,
  formatStatementFromRecap,
  getDidAddress,
  getDidAddressNamespace,
  getDidChainId,
  getRecapFromResources,
} from '@walletconnect/utils'
import { getAddress } from 'viem'
import { unreadableAnswer } from '../runtime/walletAnswer'

/** A CACAO as WalletConnect's `authenticate` returns it. */
export type WalletConnectCacao = NonNullable<
  Awaited<ReturnType<UniversalProvider['authenticate']>>['auths']
>[number]

/** Copies only the fields that are set, so optional fields stay absent rather than undefined. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}

/**
 * The SIWX session a CACAO of WalletConnect's one-step authenticate stands for: its fields as SIWX
 * message data (the account and network from its `did:pkh` issuer, the statement as signed, with a
 * ReCap's sentence), the CAIP-122 text the wallet
 * signed (rebuilt from the CACAO the way WalletConnect checks it), the signature, and the CACAO.
 * A CACAO whose issuer is no EVM account fails with the catalogue's unreadable-answer error.
 */
export function signInSession(cacao: WalletConnectCacao): SIWXSession {
  const { p, s } = cacao
  const address = getDidAddress(p.iss)
  const reference = getDidChainId(p.iss)
  const uri = p.aud ?? p.uri
  if (
    getDidAddressNamespace(p.iss) !== 'eip155' ||
    !address ||
    !isEvmAddress(address) ||
    !reference ||
    !uri
  ) {
    throw unreadableAnswer(new Error(`a sign-in signed by ${p.iss} for ${String(uri)}`))
  }
  // A ReCap among the resources adds its sentence to the statement the wallet signs: the session's
  // statement is the one signed, so the EIP-4361 text of its fields is the signed text.
  const recap = getRecapFromResources(p.resources)
  const statement = recap ? formatStatementFromRecap(p.statement, decodeRecap(recap)) : p.statement
  const data: SIWXMessageData = defined({
    accountAddress: getAddress(address),
    chainId: toCaipNetworkId('eip155', reference),
    domain: p.domain,
    uri,
    version: p.version ?? '1',
    nonce: p.nonce,
    statement,
    issuedAt: p.iat,
    expirationTime: p.exp,
    notBefore: p.nbf,
    requestId: p.requestId,
    resources: p.resources,
  })
  const kept: SIWXCacao = {
    h: { t: cacao.h.t },
    p: defined({
      domain: p.domain,
      aud: uri,
      nonce: p.nonce,
      iss: p.iss,
      version: p.version,
      iat: p.iat,
      nbf: p.nbf,
      exp: p.exp,
      statement: p.statement,
      requestId: p.requestId,
      resources: p.resources,
    }),
    s: defined({ t: s.t, s: s.s, m: s.m }),
  }
  return { data, message: formatMessage(p, p.iss), signature: s.s, cacao: kept }
}
