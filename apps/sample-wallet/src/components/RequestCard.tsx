import {
  bitcoinNetworkOf,
  eip155ChainId,
  isBitcoinChain,
  isSolanaChain,
  methodLabel,
  type WalletController,
  type WalletSnapshot,
} from '@gatehouse/harness/wallet'
import type { WalletKitTypes } from '@reown/walletkit'
import { useId } from 'react'
import { bitcoinChainName } from '../format/bitcoinChainName'
import { chainName } from '../format/chainName'
import { describeBitcoinRequest } from '../format/describeBitcoinRequest'
import { describeRequest } from '../format/describeRequest'
import { describeSolanaRequest } from '../format/describeSolanaRequest'
import { solanaClusterName } from '../format/solanaClusterName'
import { DecisionButtons } from './DecisionButtons'
import { DetailList } from './DetailList'

interface RequestCardProps {
  controller: WalletController
  request: WalletKitTypes.SessionRequest
  sessions: WalletSnapshot['sessions']
  knownChainIds: readonly number[]
  onSettled(): void
}

/** A connected site asking for a signature, a transaction or a network change. */
export function RequestCard({ controller, request, sessions, knownChainIds, onSettled }: RequestCardProps) {
  const headingId = useId()
  const { method, params } = request.params.request
  const chainId = eip155ChainId(request.params.chainId)
  const solana = isSolanaChain(request.params.chainId)
  const bitcoin = isBitcoinChain(request.params.chainId)
  const peer = sessions.find((session) => session.topic === request.topic)?.peer.metadata
  return (
    <article className="card card--pending" aria-labelledby={headingId}>
      <p className="card__kicker">Request from {peer?.name || peer?.url || 'a connected site'}</p>
      <h3 className="card__title" id={headingId}>
        {methodLabel(method)}
      </h3>
      <DetailList
        details={[
          { label: 'Method', value: method, code: true },
          {
            label: 'Chain',
            value: chainId
              ? chainName(chainId)
              : solana
                ? solanaClusterName(request.params.chainId)
                : bitcoin
                  ? bitcoinChainName(request.params.chainId)
                  : request.params.chainId,
          },
          ...(solana
            ? describeSolanaRequest(method, params)
            : bitcoin
              ? describeBitcoinRequest(method, params, bitcoinNetworkOf(request.params.chainId))
              : describeRequest(method, params, knownChainIds)),
        ]}
      />
      <DecisionButtons
        approve={() => controller.approveRequest(request.id)}
        reject={() => controller.rejectRequest(request.id)}
        onSettled={onSettled}
      />
    </article>
  )
}
