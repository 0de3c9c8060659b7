import type { Address, EncodedAccount } from '@solana/kit'
import type { SolanaLedger } from '../ledger/SolanaLedger'
import { mintDecimals } from '../ledger/tokenBalances'
import {
  readMint,
  readTokenAccount,
  tokenProgramName,
  uiTokenAmount,
} from '../ledger/tokenAccounts'
import { accountOptions, encodeAccount, withContext } from './accountEncoding'
import { invalidParams, RpcError, rpcErrorCodes } from './rpcProtocol'
import { addressParam, configParam } from './rpcParams'
import type { RpcMethods, SolanaRpcContext } from './SolanaRpcContext'

/** The error for an account that is not what a token method needs (agave's -32602 wording). */
function invalidTokenParam(detail: string): RpcError {
  return new RpcError(rpcErrorCodes.invalidParams, `Invalid param: ${detail}`)
}

/** The token accounts held by `owner`, for a mint or for a token program. */
function tokenAccountsOf(ledger: SolanaLedger, owner: Address, filter: Record<string, unknown>): EncodedAccount[] {
  let programs: Address[]
  let mint: Address | undefined
  if (typeof filter.mint === 'string') {
    mint = addressParam([filter.mint], 0)
    const mintAccount = ledger.account(mint)
    if (!mintAccount || !tokenProgramName(mintAccount.programAddress)) {
      throw invalidTokenParam('Token mint could not be unpacked')
    }
    programs = [mintAccount.programAddress]
  } else if (typeof filter.programId === 'string') {
    const programId = addressParam([filter.programId], 0)
    if (!tokenProgramName(programId)) throw invalidTokenParam('unrecognized Token program id')
    programs = [programId]
  } else {
    throw invalidParams('parameter 1 must be { mint } or { programId }')
  }
  return programs.flatMap((program) =>
    ledger.svm.getProgramAccounts(program).filter((account) => {
      const token = readTokenAccount(tokenProgramName(program) ?? '', account.data)
      return token !== undefined && token.owner === owner && (mint === undefined || token.mint === mint)
    }),
  )
}

/** The token methods: an owner's token accounts, a token account's balance, a mint's supply. */
export function tokenMethods({ ledger }: SolanaRpcContext): RpcMethods {
  return {
    getTokenAccountsByOwner: (params) => {
      const owner = addressParam(params, 0)
      const filter = configParam(params, 1)
      const options = accountOptions(configParam(params, 2))
      return withContext(
        ledger,
        tokenAccountsOf(ledger, owner, filter).map((account) => ({
          account: encodeAccount(ledger, account, options),
          pubkey: account.address,
        })),
      )
    },
    getTokenAccountBalance: (params) => {
      const account = ledger.account(addressParam(params, 0))
      const program = account ? tokenProgramName(account.programAddress) : undefined
      const token = account && program ? readTokenAccount(program, account.data) : undefined
      if (!token) throw invalidTokenParam('not a Token account')
      return withContext(ledger, uiTokenAmount(token.amount, mintDecimals(ledger.svm, token.mint) ?? 0))
    },
    getTokenSupply: (params) => {
      const account = ledger.account(addressParam(params, 0))
      const program = account ? tokenProgramName(account.programAddress) : undefined
      const mint = account && program ? readMint(program, account.data) : undefined
      if (!mint) throw invalidTokenParam('not a Token mint')
      return withContext(ledger, uiTokenAmount(mint.supply, mint.decimals))
    },
  }
}

