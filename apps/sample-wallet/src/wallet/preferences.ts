import { devPrivateKeys } from '@gatehouse/harness/wallet'

const accountKey = 'gatehouse-sample-wallet:account'
const chainKey = 'gatehouse-sample-wallet:chain'

/** How many development accounts the wallet offers. */
export const accountCount = devPrivateKeys.length

/** The account chosen last time (stored sessions carry its address), else the first. */
export function storedAccountIndex(): number {
  const index = Number(localStorage.getItem(accountKey))
  return Number.isInteger(index) && index >= 0 && index < accountCount ? index : 0
}

export function storeAccountIndex(index: number) {
  localStorage.setItem(accountKey, String(index))
}

/** The chain chosen last time for new connections, if any. */
export function storedChainId(): number | undefined {
  const chainId = Number(localStorage.getItem(chainKey))
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}

export function storeChainId(chainId: number) {
  localStorage.setItem(chainKey, String(chainId))
}
