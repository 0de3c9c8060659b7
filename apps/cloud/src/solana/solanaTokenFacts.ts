import { tokenIconUrl } from '../chains/tokenIcon'
import { solNativeCurrency } from './solanaChainConfig'
import type { SolanaChainService } from './solanaChainServices'

/** What answers say of a token: name, symbol, icon. */
export interface SolanaTokenFacts {
  name: string
  symbol: string
  iconUrl: string | undefined
}

/**
 * The facts of a mint: the configured ones, else a name that is the mint's address and a symbol of
 * its first characters (an SPL mint holds no name; metadata programs are not read). Without a mint,
 * SOL.
 */
export function solanaTokenFacts(
  service: SolanaChainService,
  baseUrl: string,
  mint?: string,
): SolanaTokenFacts {
  if (mint === undefined) {
    const { name, symbol } = solNativeCurrency
    return { name, symbol, iconUrl: tokenIconUrl(baseUrl, symbol) }
  }
  const token = service.token(mint)
  if (!token) return { name: mint, symbol: mint.slice(0, 4), iconUrl: undefined }
  return {
    name: token.name,
    symbol: token.symbol,
    iconUrl: tokenIconUrl(baseUrl, token.symbol, token.iconUrl),
  }
}

/** An amount in base units as an exact decimal string of `decimals` (trailing zeros dropped). */
export function formatBaseUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
