import { getBase58Decoder } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import type { AdapterAccount } from '@gatehouse/controllers'

/** The base58 text of a wallet's bytes (a public key or a signature). */
export const base58 = (bytes: ArrayLike<number>) => getBase58Decoder().decode(new Uint8Array(bytes))

/** A Wallet Standard account as the kit lists it: an EOA with its base58 public key. */
export const adapterAccount = (account: WalletAccount): AdapterAccount => ({
  address: account.address,
  type: 'eoa',
  publicKey: base58(account.publicKey),
})
