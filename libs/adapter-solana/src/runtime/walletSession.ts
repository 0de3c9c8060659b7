import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
  SolanaTransactionCommitment,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
} from '@wallet-standard/features'
import * as v from 'valibot'
import { ErrorMessage, GatehouseError, isSolanaAddress } from '@gatehouse/common'
import { isSolanaWalletChain, type SolanaWalletChain } from '../networks/solanaChains'
import { base58 } from './solanaAccounts'
import { asWalletError } from './walletErrors'

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

/** The wallet's features, read as the ones it may have. */
function featuresOf(wallet: Wallet): Features {
  return wallet.features as Features
}

/** The catalogue's error for a wallet answer that cannot be read; what was wrong stays in `cause`. */
export function unreadableAnswer(detail: string): GatehouseError {
  return new GatehouseError('WalletAnswerUnreadable', ErrorMessage.walletAnswerUnreadable, {
    cause: new Error(detail),
  })
}

function featureMissing(wallet: Wallet, feature: string): GatehouseError {
  return new GatehouseError(
    'ConnectorNotFound',
    ErrorMessage.connectorNotFound(`${wallet.name} (${feature})`),
  )
}

/** A Wallet Standard account as a wallet must give it: text address, key bytes, chain names. */
const walletAccountAnswer = v.looseObject({
  address: v.string(),
  publicKey: v.optional(v.unknown()),
  chains: v.optional(v.array(v.string()), []),
})

/**
 * A Solana account as the kit can use it: a Solana address that is the base58 text of its 32-byte
 * public key (a wallet naming one key and signing with another would show the visitor the wrong
 * account).
 */
const solanaAccountAnswer = v.looseObject({
  address: v.pipe(v.string(), v.check(isSolanaAddress, 'not a Solana address')),
  publicKey: v.pipe(
    v.instance(Uint8Array),
    v.check((key) => key.length === 32, 'the public key is not 32 bytes'),
  ),
})

/**
 * The Solana accounts among what a wallet answered. An account of another chain only (a multi-chain
 * wallet lists those too) is left out; anything else that is not a Solana account whose address is
 * its public key (a null, a bare string, an address that is not one) makes the whole answer
 * unreadable: garbage from a wallet never connects.
 * @throws GatehouseError 'WalletAnswerUnreadable' naming the bad entry in its cause.
 */
export function solanaAccountsOf(accounts: unknown): WalletAccount[] {
  if (!Array.isArray(accounts)) throw unreadableAnswer(`accounts: ${describe(accounts)}`)
  return accounts.filter((account: unknown): account is WalletAccount => {
    const shape = v.safeParse(walletAccountAnswer, account)
    if (!shape.success) throw unreadableAnswer(`an account: ${describe(account)}`)
    const { chains } = shape.output
    if (chains.length > 0 && !chains.some(isSolanaWalletChain)) return false
    const solana = v.safeParse(solanaAccountAnswer, account)
    if (!solana.success || base58(solana.output.publicKey) !== solana.output.address) {
      throw unreadableAnswer(`a Solana account: ${describe(shape.output.address)}`)
    }
    return true
  })
}

/** How a wallet's answer looked, for the console: short, and never throwing on a strange value. */
function describe(answer: unknown): string {
  try {
    return (JSON.stringify(answer) ?? String(answer)).slice(0, 200)
  } catch {
    return Object.prototype.toString.call(answer)
  }
}

/**
 * Asks the wallet for its accounts (`standard:connect`). `silent` asks without showing the visitor
 * anything, as a reload does: a wallet without a session then answers with no account.
 */
export async function connectWallet(wallet: Wallet, silent: boolean): Promise<WalletAccount[]> {
  const connect = featuresOf(wallet)['standard:connect']
  if (!connect) throw featureMissing(wallet, 'standard:connect')
  let output
  try {
    output = await connect.connect(silent ? { silent: true } : undefined)
  } catch (error) {
    throw asWalletError(error)
  }
  const accounts = solanaAccountsOf((output as { accounts?: unknown } | undefined)?.accounts)
  if (!silent && accounts.length === 0)
    throw unreadableAnswer('the wallet connected without a Solana account')
  return accounts
}

/** Ends the wallet's session (`standard:disconnect`), where the wallet has that feature. */
export async function disconnectWallet(wallet: Wallet): Promise<void> {
  await featuresOf(wallet)['standard:disconnect']?.disconnect()
}

/** Listens to the wallet's account and chain changes (`standard:events`); returns the function that stops. */
export function watchWallet(
  wallet: Wallet,
  onChange: (properties: StandardEventsChangeProperties) => void,
): () => void {
  return featuresOf(wallet)['standard:events']?.on('change', onChange) ?? (() => undefined)
}

function signatureOf(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length !== 64)
    throw unreadableAnswer('a signature is not 64 bytes')
  return value
}

/** Signs `message` with the account (`solana:signMessage`); resolves with the 64-byte ed25519 signature. */
export async function signMessageWith(
  wallet: Wallet,
  account: WalletAccount,
  message: Uint8Array,
): Promise<Uint8Array> {
  const feature = featuresOf(wallet)['solana:signMessage']
  if (!feature) throw featureMissing(wallet, 'solana:signMessage')
  try {
    const [output] = await feature.signMessage({ account, message })
    return signatureOf(output?.signature)
  } catch (error) {
    throw asWalletError(error)
  }
}

/** The transaction versions the wallet signs; `legacy` only when it says so and nothing newer. */
export function transactionVersionFor(wallet: Wallet): 0 | 'legacy' {
  const features = featuresOf(wallet)
  const versions = [
    ...(features['solana:signAndSendTransaction']?.supportedTransactionVersions ?? []),
    ...(features['solana:signTransaction']?.supportedTransactionVersions ?? []),
  ]
  return versions.length === 0 || versions.includes(0) ? 0 : 'legacy'
}

/** How the wallet gets a transaction to the chain: it sends it itself, or it only signs. */
export type WalletSending =
  | {
      kind: 'signAndSend'
      send(transaction: Uint8Array, commitment: SolanaTransactionCommitment): Promise<Uint8Array>
    }
  | { kind: 'sign' }

/**
 * `solana:signAndSendTransaction` when the wallet has it for the account on `chain` (a wallet
 * sends only to the clusters it knows); otherwise the adapter sends what `solana:signTransaction`
 * signed.
 */
export function walletSending(
  wallet: Wallet,
  account: WalletAccount,
  chain: SolanaWalletChain,
): WalletSending {
  const feature = featuresOf(wallet)['solana:signAndSendTransaction']
  const knowsChain = account.chains.length === 0 || account.chains.includes(chain)
  if (!feature || !knowsChain) return { kind: 'sign' }
  return {
    kind: 'signAndSend',
    async send(transaction, commitment) {
      try {
        const [output] = await feature.signAndSendTransaction({
          account,
          chain,
          transaction,
          options: { preflightCommitment: commitment, commitment },
        })
        return signatureOf(output?.signature)
      } catch (error) {
        throw asWalletError(error)
      }
    },
  }
}

/** Signs a wire transaction (`solana:signTransaction`); resolves with the signed wire transaction. */
export async function signTransactionWith(
  wallet: Wallet,
  account: WalletAccount,
  transaction: Uint8Array,
  chain: SolanaWalletChain,
): Promise<Uint8Array> {
  const feature = featuresOf(wallet)['solana:signTransaction']
  if (!feature) throw featureMissing(wallet, 'solana:signTransaction')
  try {
    const [output] = await feature.signTransaction({ account, transaction, chain })
    const signed = output?.signedTransaction
    if (!(signed instanceof Uint8Array)) throw unreadableAnswer('the signed transaction is not bytes')
    return signed
  } catch (error) {
    throw asWalletError(error)
  }
}
