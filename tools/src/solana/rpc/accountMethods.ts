import { lamports } from '@solana/kit'
import { airdrop } from '../fixtures/solanaFixtures'
import { accountOptions, encodeAccount, withContext } from './accountEncoding'
import { invalidParams } from './rpcProtocol'
import { addressParam, arrayParam, configParam, integerParam } from './rpcParams'
import type { RpcMethods, SolanaRpcContext } from './SolanaRpcContext'

/** At most this many accounts per `getMultipleAccounts`, as on the real clusters. */
const maxMultipleAccounts = 100

/** The account methods: balances, account data, and airdrops from the faucet. */
export function accountMethods({ ledger, faucet }: SolanaRpcContext): RpcMethods {
  return {
    getBalance: (params) => withContext(ledger, ledger.svm.getBalance(addressParam(params, 0)) ?? lamports(0n)),
    getAccountInfo: (params) => {
      const options = accountOptions(configParam(params, 1))
      const account = ledger.account(addressParam(params, 0))
      return withContext(ledger, account ? encodeAccount(ledger, account, options) : null)
    },
    getMultipleAccounts: (params) => {
      const keys = arrayParam(params, 0)
      if (keys.length > maxMultipleAccounts) throw invalidParams(`at most ${maxMultipleAccounts} addresses`)
      const addresses = keys.map((_key, index) => addressParam(keys, index))
      const options = accountOptions(configParam(params, 1))
      return withContext(
        ledger,
        addresses.map((key) => {
          const account = ledger.account(key)
          return account ? encodeAccount(ledger, account, options) : null
        }),
      )
    },
    requestAirdrop: async (params) => {
      const to = addressParam(params, 0)
      const amount = integerParam(params, 1)
      if (amount === 0n) throw invalidParams('the airdrop amount must be more than 0')
      const landed = await airdrop(ledger, faucet, to, amount)
      return landed.signature
    },
  }
}
