import type { Address } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { readMint, readTokenAccount, tokenProgramName, uiTokenAmount } from './tokenAccounts'

/** A token balance in a transaction's meta (`preTokenBalances` / `postTokenBalances`). */
export interface TokenBalance {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: ReturnType<typeof uiTokenAmount>
}

/** The decimals of a mint on the chain, when it is one. */
export function mintDecimals(svm: LiteSVM, mint: Address): number | undefined {
  const account = svm.getAccount(mint)
  if (!account.exists) return undefined
  const program = tokenProgramName(account.programAddress)
  return program ? readMint(program, account.data)?.decimals : undefined
}

/** The token balances of the token accounts among `accountKeys`, as they are now. */
export function tokenBalancesOf(svm: LiteSVM, accountKeys: readonly Address[]): TokenBalance[] {
  const balances: TokenBalance[] = []
  accountKeys.forEach((key, accountIndex) => {
    const account = svm.getAccount(key)
    if (!account.exists) return
    const program = tokenProgramName(account.programAddress)
    const token = program ? readTokenAccount(program, account.data) : undefined
    if (!token) return
    const decimals = mintDecimals(svm, token.mint) ?? 0
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    })
  })
  return balances
}
