import type { WalletController, WalletSnapshot } from '@gatehouse/harness/wallet'
import { useRef } from 'react'
import { AuthenticateCard } from './AuthenticateCard'
import { ProposalCard } from './ProposalCard'
import { RequestCard } from './RequestCard'

interface PendingPanelProps {
  controller: WalletController
  snapshot: WalletSnapshot
}

/** Everything waiting for the person's decision, oldest first. */
export function PendingPanel({ controller, snapshot }: PendingPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const knownChainIds = snapshot.chains.map((chain) => chain.chainId)
  const pending = snapshot.proposals.length + snapshot.authentications.length + snapshot.requests.length
  const signInWallet = { address: snapshot.address, knownChainIds, activeChainId: snapshot.chainId }
  // A decided card disappears; keep keyboard focus in this panel instead of losing it to the page.
  const onSettled = () => headingRef.current?.focus()
  return (
    <section className="panel" aria-labelledby="pending-heading">
      <h2 id="pending-heading" ref={headingRef} tabIndex={-1}>
        Waiting for you{pending > 0 && <span className="count"> ({pending})</span>}
      </h2>
      {pending === 0 && (
        <p className="empty">
          Nothing to approve. Connection, sign-in and signature requests from sites appear here.
        </p>
      )}
      {snapshot.proposals.map((proposal) => (
        <ProposalCard
          key={`proposal-${proposal.id}`}
          controller={controller}
          proposal={proposal}
          knownChainIds={knownChainIds}
          onSettled={onSettled}
        />
      ))}
      {snapshot.authentications.map((request) => (
        <AuthenticateCard
          key={`authenticate-${request.id}`}
          controller={controller}
          request={request}
          wallet={signInWallet}
          onSettled={onSettled}
        />
      ))}
      {snapshot.requests.map((request) => (
        <RequestCard
          key={`request-${request.id}`}
          controller={controller}
          request={request}
          sessions={snapshot.sessions}
          knownChainIds={knownChainIds}
          onSettled={onSettled}
        />
      ))}
    </section>
  )
}
