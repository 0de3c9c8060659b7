import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { verifyMessage } from 'viem/actions'
import type { CaipNetworkId, SIWXCacao, SIWXMessageData } from '@gatehouse/common'
import { bitcoinAddressOf } from '../bitcoin/bitcoinAddress'
import type { BitcoinChainServices } from '../bitcoin/bitcoinChainServices'
import type { ChainServices } from '../chains/chainServices'
import type { SolanaChainServices } from '../solana/solanaChainServices'
import type { SqlDatabase } from '../database/SqlDatabase'
import { HttpError } from '../http/HttpResponse'
import { describeIssues } from '../validation/describeIssues'
import { objectMessage } from '../validation/requiredKeys'
import type { NonceStore } from './nonceStore'
import type { SessionSettings } from './sessionSettings'
import type { SessionStore, StoredSession } from './sessionStore'
import { hashSessionToken, newSessionToken } from './sessionTokens'
import { checkDomainAndUri, checkNonce, checkTimes } from './signInChecks'
import { readSignInMessage, type SignInMessage } from './signInMessage'
import { refuse, SignInRefusalCode } from './signInRefusal'
import { verifyBitcoinSignature } from './bitcoinSignature'
import { verifySolanaMessageSignature } from '@gatehouse/siwx'

const cacaoSchema = v.looseObject(
  {
    h: v.looseObject({ t: v.string() }),
    p: v.looseObject({ domain: v.string(), aud: v.string(), nonce: v.string(), iss: v.string() }),
    s: v.looseObject({ t: v.string(), s: v.string() }),
  },
  'cacao must be a CAIP-74 object ({ h, p, s })',
)

/**
 * A signature as each namespace's wallets hand it over: hex on EVM, base58 (or hex) on Solana,
 * base64 on Bitcoin (BIP-322 simple with an optional `smp` prefix, or BIP-137).
 */
export const signaturePattern =
  /^(?:0x(?:[0-9a-fA-F]{2})+|[1-9A-HJ-NP-Za-km-z]{64,88}|(?:smp)?(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?))$/

/** What `signaturePattern` asks for, in the refusal's words. */
export const signatureRule =
  'signature must be a hex string (or base58 for a Solana account, base64 for a Bitcoin account)'

const signInBody = v.object(
  {
    message: v.string('message is required (the EIP-4361 text that was signed)'),
    signature: v.pipe(
      v.string('signature is required'),
      v.regex(signaturePattern, signatureRule),
      v.maxLength(20_000, 'signature must be at most 20000 characters'),
    ),
    cacao: v.optional(cacaoSchema),
  },
  objectMessage('the body'),
)

/** What a sign-in needs of the service. */
export interface SignInContext {
  database: SqlDatabase
  chains: ChainServices
  /** The Solana clusters a Solana account may sign in on. */
  solanaChains: SolanaChainServices
  /** The Bitcoin chains a Bitcoin account may sign in on (on addresses of their network). */
  bitcoinChains: BitcoinChainServices
  nonces: NonceStore
  sessions: SessionStore
  settings: SessionSettings
  allowedOrigins(projectId: string): readonly string[]
  now(): number
}

/** A sign-in that passed: the bearer token (shown once) and the stored session. */
export interface SignInResult {
  token: string
  session: StoredSession
}

function sessionData(message: SignInMessage): SIWXMessageData {
  return {
    accountAddress: message.address,
    chainId: message.chainId as CaipNetworkId,
    domain: message.domain,
    uri: message.uri,
    version: message.version,
    nonce: message.nonce,
    issuedAt: message.issuedAt.toISOString(),
    ...(message.expirationTime ? { expirationTime: message.expirationTime.toISOString() } : {}),
    ...(message.notBefore ? { notBefore: message.notBefore.toISOString() } : {}),
    ...(message.statement ? { statement: message.statement } : {}),
    ...(message.requestId ? { requestId: message.requestId } : {}),
    ...(message.resources ? { resources: message.resources } : {}),
  }
}

/** A CACAO sent along must be the same sign-in: same domain, nonce, signer and signature. */
function checkCacao(cacao: SIWXCacao, message: SignInMessage, signature: string): void {
  const issuer = `did:pkh:${message.chainId}:${message.address}`.toLowerCase()
  if (
    cacao.s.s.toLowerCase() !== signature.toLowerCase() ||
    cacao.p.nonce !== message.nonce ||
    cacao.p.domain !== message.domain ||
    cacao.p.iss.toLowerCase() !== issuer
  ) {
    throw refuse(SignInRefusalCode.CacaoMismatch, 'The cacao is not the signed message')
  }
}

/**
 * Checks a signed EIP-4361 (or, for a Solana or Bitcoin account, CAIP-122) message rule by rule
 * (each refusal has its code), verifies the signature (on EVM on the message's chain: an EOA by
 * recovery, else ERC-1271 or ERC-6492 through the node; on Solana ed25519 with the address as public
 * key; on Bitcoin BIP-322 or BIP-137 by an address of the chain's network, without a node), then
 * spends the nonce and stores the session in one transaction.
 */
export async function signIn(
  context: SignInContext,
  projectId: string,
  body: unknown,
): Promise<SignInResult> {
  if (Array.isArray(body)) throw new HttpError(400, 'the body must be an object')
  const parsed = v.safeParse(signInBody, body)
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.issues))
  const { signature, cacao } = parsed.output
  const text = parsed.output.message
  const message = readSignInMessage(text)
  checkDomainAndUri(message, context.allowedOrigins(projectId))
  const chain =
    message.namespace === 'eip155'
      ? context.chains.list.find((service) => service.chainId === message.chainId)
      : undefined
  const solanaChain = message.namespace === 'solana' ? context.solanaChains.find(message.chainId) : undefined
  const bitcoinChain =
    message.namespace === 'bip122' ? context.bitcoinChains.find(message.chainId) : undefined
  if (!chain && !solanaChain && !bitcoinChain) {
    throw refuse(SignInRefusalCode.ChainNotSupported, `Chain ${message.chainId} is not supported`)
  }
  if (bitcoinChain && !bitcoinAddressOf(message.address, bitcoinChain.config.addressPrefix)) {
    throw refuse(
      SignInRefusalCode.MessageInvalid,
      `The message has an address that is not an address of ${bitcoinChain.config.name}`,
    )
  }
  const now = context.now()
  const nonce = checkNonce(message, await context.nonces.find(projectId, message.nonce), now)
  const expiresAt = checkTimes(message, nonce, now, context.settings)
  if (cacao) checkCacao(cacao as SIWXCacao, message, signature)

  const valid = chain
    ? await chain.node.read((client) =>
        verifyMessage(client, {
          address: message.address as `0x${string}`,
          message: text,
          signature: signature as `0x${string}`,
          mode: 'eoa',
        }),
      )
    : bitcoinChain
      ? verifyBitcoinSignature(message.address, text, signature, bitcoinChain.config.addressPrefix)
      : verifySolanaMessageSignature(message.address, text, signature)
  if (!valid) {
    throw refuse(
      SignInRefusalCode.SignatureInvalid,
      `The signature is not ${message.address}'s signature of the message`,
    )
  }

  const token = newSessionToken()
  const session = await context.database.transaction(async (tx) => {
    if (!(await context.nonces.consume(tx, projectId, message.nonce, context.now()))) {
      throw refuse(SignInRefusalCode.NonceUsed, `The nonce ${message.nonce} was already used`)
    }
    return context.sessions.insert(tx, {
      id: randomUUID(),
      projectId,
      tokenHash: hashSessionToken(token),
      data: sessionData(message),
      message: text,
      signature,
      ...(cacao ? { cacao: cacao as SIWXCacao } : {}),
      issuedAt: message.issuedAt.getTime(),
      notBefore: message.notBefore?.getTime(),
      expiresAt,
      createdAt: now,
    })
  })
  return { token, session }
}
