import type { Network } from '@gatehouse/common'

/** What an address of a Bitcoin wallet is for: payments, ordinals (inscriptions) or Stacks. */
export type BitcoinAddressPurpose = 'payment' | 'ordinal' | 'stx'

/** An address the wallet shares, with its public key (hex) where the wallet gives it. */
export interface BitcoinAccountAddress {
  address: string
  purpose: BitcoinAddressPurpose
  publicKey?: string | undefined
  path?: string | undefined
}

/** A message to sign with one of the wallet's addresses. BIP-322 unless the wallet only knows ECDSA. */
export interface BitcoinSignMessageParams {
  address: string
  message: string
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
  accountsChanged(addresses: BitcoinAccountAddress[]): void
  disconnect(): void
}

/**
 * One Bitcoin wallet, whatever protocol it speaks (Wallet Standard's bitcoin features, sats-connect,
 * WalletConnect's bip122 namespace). It is also what `useAppKitProvider('bip122').walletProvider`
 * returns, as in AppKit.
 */
export interface BitcoinConnector {
  /** Stable id, unique among the adapter's connectors. */
  readonly id: string
  readonly name: string
  /** A `data:` or https icon, already checked by the kit's image rule. */
  readonly imageUrl?: string | undefined
  /** How the wallet was found. */
  readonly kind: 'wallet-standard' | 'sats-connect' | 'walletconnect'
  /** The Bitcoin networks the wallet can use, among the adapter's. */
  readonly chains: Network[]
  /** Asks the wallet for its addresses; `silent` restores a session without a prompt (undefined when none). */
  connect(options?: { silent?: boolean | undefined }): Promise<BitcoinAccountAddress[] | undefined>
  disconnect(): Promise<void>
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>
  /** Resolves with the signature in base64. */
  signMessage(params: BitcoinSignMessageParams): Promise<string>
  signPSBT(params: BitcoinSignPsbtParams): Promise<BitcoinSignPsbtResult>
  /** Resolves with the txid. */
  sendTransfer(params: BitcoinSendTransferParams): Promise<string>
  /** Moves the wallet to another Bitcoin network where it can; absent when it cannot. */
  switchNetwork?(network: Network): Promise<void>
  /** Subscribes to the wallet's changes; returns the unsubscribe. */
  on<E extends keyof BitcoinConnectorEvents>(event: E, listener: BitcoinConnectorEvents[E]): () => void
}

/**
 * A way to find Bitcoin wallets in the page (Wallet Standard, sats-connect providers). `onChange`
 * is called when wallets come or go; the adapter then asks again.
 */
export type BitcoinConnectorSource = (context: {
  networks: Network[]
  onChange(): void
}) => Promise<BitcoinConnector[]>
