import { getBase64Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { solanaLocalnetGenesisHash } from '@gatehouse/common'
import { lamportsPerSignature } from '../ledger/SolanaLedger'
import { rpcApiVersion, withContext } from './accountEncoding'
import { invalidParams } from './rpcProtocol'
import { integerParam, stringParam } from './rpcParams'
import type { RpcMethods, SolanaRpcContext } from './SolanaRpcContext'

/** The cluster's methods: health, version, genesis, slots, blockhashes, rent and fees. */
export function clusterMethods({ ledger }: SolanaRpcContext): RpcMethods {
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': rpcApiVersion, 'feature-set': 3294202862 }),
    getGenesisHash: () => solanaLocalnetGenesisHash,
    getSlot: () => ledger.slot,
    getBlockHeight: () => ledger.slot,
    getEpochInfo: () => {
      const slotsInEpoch = ledger.svm.getEpochSchedule().slotsPerEpoch
      return {
        absoluteSlot: ledger.slot,
        blockHeight: ledger.slot,
        epoch: ledger.slot / slotsInEpoch,
        slotIndex: ledger.slot % slotsInEpoch,
        slotsInEpoch,
        transactionCount: ledger.transactionCount,
      }
    },
    getLatestBlockhash: () => withContext(ledger, ledger.latestBlockhash()),
    isBlockhashValid: (params) => withContext(ledger, ledger.isBlockhashValid(stringParam(params, 0))),
    getMinimumBalanceForRentExemption: (params) => ledger.svm.minimumBalanceForRentExemption(integerParam(params, 0)),
    getFeeForMessage: (params) => {
      let message
      try {
        message = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(stringParam(params, 0)))
      } catch {
        throw invalidParams('parameter 0 must be a base64 transaction message')
      }
      const fee = lamportsPerSignature * BigInt(message.header.numSignerAccounts)
      return withContext(ledger, ledger.isBlockhashValid(message.lifetimeToken) ? fee : null)
    },
    getRecentPrioritizationFees: () => [{ slot: ledger.slot, prioritizationFee: 0 }],
  }
}
