import { isBitcoinChain, isSolanaChain, type WalletController } from '@gatehouse/harness/wallet'
import type { WalletKitTypes } from '@reown/walletkit'
import { useId } from 'react'
import { bitcoinChainName } from '../format/bitcoinChainName'
import { chainName } from '../format/chainName'
import { describeProposal } from '../format/describeProposal'
import { solanaClusterName } from '../format/solanaClusterName'
import { DecisionButtons } from './DecisionButtons'
import { DetailList } from './DetailList'
import { PeerIdentity } from './PeerIdentity'

interface ProposalCardProps {
  controller: WalletController
  proposal: WalletKitTypes.SessionProposal
  knownChainIds: readonly number[]
  onSettled(): void
}

/** A Solana cluster or Bitcoin chain by name; other namespaces' chains as the wallet cannot serve them. */
function otherChainName(chainId: string): string {
  if (isSolanaChain(chainId)) return solanaClusterName(chainId)
  if (isBitcoinChain(chainId)) return bitcoinChainName(chainId)
  return `${chainId}, not in this wallet`
}

/** A site asking to connect: who it says it is, what it wants, and the decision. */
export function ProposalCard({ controller, proposal, knownChainIds, onSettled }: ProposalCardProps) {
  const headingId = useId()
  const { proposer } = proposal.params
  const asked = describeProposal(proposal.params)
  const chainList = asked.chainIds.map((chainId) =>
    knownChainIds.includes(chainId) ? chainName(chainId) : `${chainName(chainId)}, not in this wallet`,
  )
  return (
    <article className="card card--pending" aria-labelledby={headingId}>
      <p className="card__kicker">Connection request</p>
      <PeerIdentity metadata={proposer.metadata} headingId={headingId} />
      {proposer.metadata.description && <p className="card__note">{proposer.metadata.description}</p>}
      <DetailList
        details={[
          {
            label: 'Chains',
            value: [...chainList, ...asked.otherChains.map(otherChainName)].join(', ') || 'None named',
          },
          { label: 'Methods', value: asked.methods.join(', ') || 'None', code: true },
          { label: 'Events', value: asked.events.join(', ') || 'None', code: true },
          {
            label: 'Origin check',
            value: 'Not verified: this wallet never calls the verify server.',
          },
        ]}
      />
      <DecisionButtons
        approve={() => controller.approveProposal(proposal.id)}
        reject={() => controller.rejectProposal(proposal.id)}
        onSettled={onSettled}
      />
    </article>
  )
}
