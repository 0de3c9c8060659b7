import type { WalletKitTypes } from '@reown/walletkit'
import { answerBitcoinRequest } from '../bitcoin/answerBitcoinRequest'
import type { BitcoinKey } from '../bitcoin/bitcoinKey'
import { bitcoinChainNetwork, isBitcoinChain, type SampleBitcoinChain } from '../bitcoin/bitcoinNamespace'
import { bitcoinRestClient } from '../bitcoin/bitcoinRest'
import { answerRequest, type RequestContext } from '../requests/answerRequest'
import { eip155ChainId } from '../sessions/eip155'
import { answerSolanaRequest } from '../solana/answerSolanaRequest'
import { isSolanaChain, type SampleSolanaChain } from '../solana/solanaNamespace'
import type { SolanaSigner } from '../solana/solanaSigner'

/** The wallet's keys and chains, as answering one approved request needs them. */
export interface WalletSigners extends Omit<RequestContext, 'chainId'> {
  /** The wallet's active EVM chain: the one a request that names no EVM chain is for. */
  chainId: number
  solana: SolanaSigner
  solanaChains: readonly SampleSolanaChain[]
  bitcoin: BitcoinKey
  bitcoinChains: readonly SampleBitcoinChain[]
}

/** The chain a request is for: a Bitcoin or Solana chain id as sent, or the EVM chain's number. */
export function requestChain(request: WalletKitTypes.SessionRequest, activeChainId: number): string | number {
  const { chainId } = request.params
  if (isBitcoinChain(chainId) || isSolanaChain(chainId)) return chainId
  return eip155ChainId(chainId) ?? activeChainId
}

/**
 * Answers an approved request with the key of its chain's namespace: Bitcoin (with the chain's REST
 * server), Solana (with the cluster's node) or EVM. Throws what the dapp should be told.
 */
export async function answerSessionRequest(
  request: WalletKitTypes.SessionRequest,
  signers: WalletSigners,
): Promise<unknown> {
  const { method, params } = request.params.request
  const chain = requestChain(request, signers.chainId)
  if (typeof chain === 'number') return answerRequest({ method, params }, { ...signers, chainId: chain })
  if (isBitcoinChain(chain)) {
    const restUrl = signers.bitcoinChains.find((each) => each.chainId === chain)?.restUrl
    return answerBitcoinRequest(
      { method, params },
      {
        key: signers.bitcoin,
        network: bitcoinChainNetwork(chain),
        rest: restUrl ? bitcoinRestClient(restUrl) : undefined,
      },
    )
  }
  const rpcUrl = signers.solanaChains.find((each) => each.chainId === chain)?.rpcUrl
  return answerSolanaRequest({ method, params }, { signer: signers.solana, rpcUrl })
}
