/** The tag under a wallet card's image: "Installed" first, since it says the wallet opens right away. */
export function walletCardTag(flags: {
  installed?: boolean | undefined
  recent?: boolean | undefined
}): 'Installed' | 'Recent' | undefined {
  if (flags.installed) return 'Installed'
  if (flags.recent) return 'Recent'
  return undefined
}
