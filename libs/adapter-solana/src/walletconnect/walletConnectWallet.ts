import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Address,
  type SignatureBytes,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import { plainAddress, type CaipNetworkId } from '@gatehouse/common'
import type { WalletConnectSessionShare } from '@gatehouse/controllers'
import { walletConnectConnectorId } from './walletConnectConnectorId'

// WalletConnect's blue mark, small enough to inline (Wallet Standard wants a data URI).
const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzMzOTZGRiIvPjwvc3ZnPg=='

const bytesOfBase58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
const base58Of = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const base64Of = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)

function answerOf(answer: unknown, key: string): string {
  const value = (answer as Record<string, unknown> | null | undefined)?.[key]
  if (typeof value !== 'string' || value === '') throw new Error(`The wallet's answer has no ${key}.`)
  return value
}

/** Puts the fee payer's `signature` into a wire transaction that the wallet answered only with it. */
function withSignature(transaction: Uint8Array, signer: string, signature: string): Uint8Array {
  const decoded = getTransactionDecoder().decode(transaction)
  const signatures = {
    ...decoded.signatures,
    [signer as Address]: bytesOfBase58(signature) as SignatureBytes,
  }
  return new Uint8Array(getTransactionEncoder().encode({ ...decoded, signatures }))
}

/**
 * The Solana part of a WalletConnect session as a Wallet Standard wallet, so that the adapter's
 * runtime treats it like any wallet: its requests go over the session to `chainId()` (the network
 * the kit is on), and the session's end reads as the wallet losing its accounts.
 */
export function walletConnectWallet(share: WalletConnectSessionShare, chainId: () => CaipNetworkId): Wallet {
  const addresses = [...new Set(share.accounts.map((account) => plainAddress(account) ?? ''))].filter(Boolean)
  let accounts: WalletAccount[] = addresses.map((address) => ({
    address,
    publicKey: bytesOfBase58(address),
    chains: [],
    features: [],
  }))
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  share.onEnd(() => {
    accounts = []
    listeners.forEach((listener) => listener({ accounts }))
  })

  const request = (method: string, params: unknown) => share.request({ method, params, chainId: chainId() })

  const features = {
    'standard:connect': {
      version: '1.0.0',
      connect: async () => ({ accounts }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: () => share.disconnect(),
    },
    'standard:events': {
      version: '1.0.0',
      on(_event: 'change', listener: (properties: StandardEventsChangeProperties) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        return Promise.all(
          inputs.map(async ({ account, message }) => {
            const answer = await request('solana_signMessage', {
              message: base58Of(message),
              pubkey: account.address,
            })
            const signature = bytesOfBase58(answerOf(answer, 'signature'))
            return { signedMessage: message, signature }
          }),
        )
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
        return Promise.all(
          inputs.map(async ({ account, transaction }) => {
            const answer = await request('solana_signTransaction', { transaction: base64Of(transaction) })
            const signed = (answer as { transaction?: unknown } | null)?.transaction
            return {
              signedTransaction:
                typeof signed === 'string'
                  ? new Uint8Array(getBase64Encoder().encode(signed))
                  : withSignature(transaction, account.address, answerOf(answer, 'signature')),
            }
          }),
        )
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(
        ...inputs: { transaction: Uint8Array; options?: { preflightCommitment?: string } }[]
      ) {
        return Promise.all(
          inputs.map(async ({ transaction, options }) => {
            const answer = await request('solana_signAndSendTransaction', {
              transaction: base64Of(transaction),
              sendOptions: { preflightCommitment: options?.preflightCommitment ?? 'confirmed' },
            })
            return { signature: bytesOfBase58(answerOf(answer, 'signature')) }
          }),
        )
      },
    },
  }

  return {
    version: '1.0.0',
    name: walletConnectConnectorId,
    icon,
    chains: [],
    get accounts() {
      return accounts
    },
    features,
  } as Wallet
}
