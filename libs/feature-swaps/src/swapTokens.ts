import { nativeTokenAddress, parseUnits, type CaipAddress, type ConvertToken } from '@gatehouse/common'
import type { Balance } from '@gatehouse/controllers'

/** A token the visitor can swap, with what the account holds of it. */
export interface SwapToken {
  readonly address: CaipAddress
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly logoUri: string
  /** The amount held, a decimal string in whole tokens ('0' when none). */
  readonly balance: string
  /** The price in US dollars, when the balance service knows it. */
  readonly price: number | undefined
}

/** True for the network's native currency (its address is 0xeeee…eeee). */
export function isNativeToken(token: Pick<SwapToken, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${nativeTokenAddress}`)
}

/** What is held, in the token's smallest unit. */
export function heldAmount(token: SwapToken): bigint {
  return parseUnits(token.balance, token.decimals) ?? 0n
}

function balanceOf(token: ConvertToken, balances: readonly Balance[]): Balance | undefined {
  const native = token.address.toLowerCase().endsWith(`:${nativeTokenAddress}`)
  return balances.find((balance) =>
    native ? balance.address === undefined : balance.address?.toLowerCase() === token.address.toLowerCase(),
  )
}

/**
 * The service's tokens with the account's balances (from the kit's portfolio): the native currency
 * first, then the tokens held, the most valuable first, then the rest by symbol.
 */
export function swapTokens(tokens: readonly ConvertToken[], balances: readonly Balance[]): SwapToken[] {
  const merged = tokens.map((token): SwapToken => {
    const balance = balanceOf(token, balances)
    return {
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      logoUri: token.logoUri,
      balance: balance?.quantity.numeric ?? '0',
      price: balance?.price,
    }
  })
  const worth = (token: SwapToken) => Number(token.balance) * (token.price ?? 0)
  const rank = (token: SwapToken) => (isNativeToken(token) ? 0 : Number(token.balance) > 0 ? 1 : 2)
  return merged.sort(
    (a, b) => rank(a) - rank(b) || worth(b) - worth(a) || a.symbol.localeCompare(b.symbol, 'en'),
  )
}

/** Tokens whose symbol or name contains the search, case-insensitively. */
export function searchTokens(tokens: readonly SwapToken[], search: string): SwapToken[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...tokens]
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) ||
      token.name.toLowerCase().includes(needle) ||
      token.address.toLowerCase().endsWith(needle),
  )
}
