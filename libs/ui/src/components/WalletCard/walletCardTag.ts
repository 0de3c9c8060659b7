/** Which tag a wallet card shows under its image. */
export type WalletCardTag = 'installed' | 'recent'

/** The tag under a wallet card's image: "Installed" first, since it says the wallet opens right away. */
export function walletCardTag(flags: {
  installed?: boolean | undefined
  recent?: boolean | undefined
}): WalletCardTag | undefined {
  if (flags.installed) return 'installed'
  if (flags.recent) return 'recent'
  return undefined
}
