import type { Network } from '@gatehouse/common'

/** What an address of a Bitcoin wallet is for: payments, ordinals (inscriptions) or Stacks. */
export type BitcoinAddressPurpose = 'payment' | 'ordinal' | 'stx'

/** An address the wallet shares, with its public key (hex) where the wallet gives it. */
export interface BitcoinAccountAddress {
  address: string
  purpose: BitcoinAddressPurpose
  /** Hex, without `0x`: 33 bytes compressed, or 32 bytes x-only for a taproot address. */
  publicKey?: string | undefined
  path?: string | undefined
}

/** A message to sign with one of the wallet's addresses. BIP-322 unless the wallet only knows ECDSA. */
export interface BitcoinSignMessageParams {
  address: string
  message: string
  /** Default 'bip322'. Wallet Standard wallets choose themselves (the feature has no protocol). */
  protocol?: 'bip322' | 'ecdsa' | undefined
}

/** A PSBT (base64) to sign: which inputs with which address, and whether the wallet broadcasts it. */
export interface BitcoinSignPsbtParams {
  psbt: string
  signInputs: { address: string; index: number; sighashTypes?: number[] | undefined }[]
  broadcast?: boolean | undefined
}

/** The signed PSBT (base64), and the txid when the wallet broadcast it. */
export interface BitcoinSignPsbtResult {
  psbt: string
  txid?: string | undefined
}

/** A plain payment the wallet builds itself (amount in satoshis as a decimal string). */
export interface BitcoinSendTransferParams {
  recipient: string
  amount: string
}

/** What a connector tells the adapter after connecting: the addresses changed, or the wallet left. */
export interface BitcoinConnectorEvents {
  /** The wallet's addresses now (another account, or the same account on another network). */
  accountsChanged(addresses: BitcoinAccountAddress[]): void
  disconnect(): void
}

/** Options of `BitcoinConnector.connect`. */
export interface BitcoinConnectOptions {
  /** Restore a session without a prompt; resolves undefined when the wallet has none. */
  silent?: boolean | undefined
  /** The network the kit would like; a wallet that takes one at connect time is asked for it. */
  network?: Network | undefined
}

/**
 * One Bitcoin wallet, whatever protocol it speaks (Wallet Standard's bitcoin features, sats-connect,
 * WalletConnect's bip122 namespace). It is also what `useAppKitProvider('bip122').walletProvider`
 * returns, as in AppKit. Every method turns a decline into an EIP-1193 4001 error.
 */
export interface BitcoinConnector {
  /** Stable id, unique among the adapter's connectors (the kit stores it to restore the session). */
  readonly id: string
  readonly name: string
  /** A `data:` or https icon, already checked by the kit's image rule. */
  readonly imageUrl?: string | undefined
  /** How the wallet was found. */
  readonly kind: 'wallet-standard' | 'sats-connect' | 'walletconnect'
  /** The Bitcoin networks the wallet can use, among the adapter's. */
  readonly chains: Network[]
  /** Asks the wallet for its payment and ordinals addresses; see `BitcoinConnectOptions.silent`. */
  connect(options?: BitcoinConnectOptions): Promise<BitcoinAccountAddress[] | undefined>
  /** Ends the wallet's session where the protocol has a way to; the adapter forgets it either way. */
  disconnect(): Promise<void>
  /** The addresses the wallet shares now. */
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>
  /** Resolves with the signature in base64 (BIP-322 "simple", or BIP-137 for ECDSA). */
  signMessage(params: BitcoinSignMessageParams): Promise<string>
  /** Signs the inputs named; resolves with the PSBT in base64, not finalized. */
  signPSBT(params: BitcoinSignPsbtParams): Promise<BitcoinSignPsbtResult>
  /** Has the wallet build, sign and send a payment; resolves with the txid. */
  sendTransfer(params: BitcoinSendTransferParams): Promise<string>
  /** Moves the wallet to another Bitcoin network; absent when the protocol cannot. */
  switchNetwork?(network: Network): Promise<void>
  /** The network the wallet said it is on, when its protocol says (sats-connect, WalletConnect). */
  walletNetwork?(): Network | undefined
  /** Subscribes to the wallet's changes; returns the unsubscribe. */
  on<E extends keyof BitcoinConnectorEvents>(event: E, listener: BitcoinConnectorEvents[E]): () => void
}
