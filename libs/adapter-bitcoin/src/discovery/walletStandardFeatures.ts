import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

// The bitcoin features of the Wallet Standard, as ExodusMovement/bitcoin-wallet-standard defines
// them (features 0.0.1, each version '1.0.0'), written here: those packages are type-only, and the
// published 0.0.0 predates signMessage and signAndSendTransaction.

/** Which addresses `bitcoin:connect` asks for. */
export type BitcoinConnectPurpose = 'ordinals' | 'payment'

/** `bitcoin:connect`: ask the wallet for accounts of the given purposes. */
export interface BitcoinConnectFeature {
  'bitcoin:connect': {
    version: '1.0.0'
    connect(input: { purposes: BitcoinConnectPurpose[] }): Promise<{ accounts: readonly WalletAccount[] }>
  }
}

/** `bitcoin:signMessage`: the signature bytes (BIP-322 or the wallet's own form). */
export interface BitcoinSignMessageFeature {
  'bitcoin:signMessage': {
    version: '1.0.0'
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}

/** A sighash a Wallet Standard bitcoin wallet names. */
export type BitcoinSigHashName =
  'ALL' | 'NONE' | 'SINGLE' | 'ALL|ANYONECANPAY' | 'NONE|ANYONECANPAY' | 'SINGLE|ANYONECANPAY'

/** One PSBT to sign, and which inputs with which account. */
export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: BitcoinSigHashName }[]
  chain?: IdentifierString
}

/** `bitcoin:signTransaction`: the PSBT signed (not finalized). */
export interface BitcoinSignTransactionFeature {
  'bitcoin:signTransaction': {
    version: '1.0.0'
    signTransaction(...inputs: BitcoinSignTransactionInput[]): Promise<{ signedPsbt: Uint8Array }[]>
  }
}

/** `bitcoin:signAndSendTransaction`: the wallet signs, finalizes and broadcasts. */
export interface BitcoinSignAndSendTransactionFeature {
  'bitcoin:signAndSendTransaction': {
    version: '1.0.0'
    signAndSendTransaction(
      ...inputs: (BitcoinSignTransactionInput & { chain: IdentifierString })[]
    ): Promise<{ txId: string }[]>
  }
}

/** AppKit's non-standard `bitcoin:switchNetwork`, taking a CAIP-2 network id. */
export interface BitcoinSwitchNetworkFeature {
  'bitcoin:switchNetwork': {
    version: string
    switchNetwork(caipNetworkId: string): Promise<void>
  }
}
