import type { WalletController } from '@gatehouse/harness/wallet'
import type { WalletKitTypes } from '@reown/walletkit'
import { useId } from 'react'
import { describeAuthenticate, type SignInWallet } from '../format/describeAuthenticate'
import { DecisionButtons } from './DecisionButtons'
import { DetailList } from './DetailList'
import { PeerIdentity } from './PeerIdentity'

interface AuthenticateCardProps {
  controller: WalletController
  request: WalletKitTypes.SessionAuthenticate
  wallet: SignInWallet
  onSettled(): void
}

/** A site asking to sign in and connect in one step: what would be signed, and the decision. */
export function AuthenticateCard({ controller, request, wallet, onSettled }: AuthenticateCardProps) {
  const headingId = useId()
  const { requester, authPayload } = request.params
  return (
    <article className="card card--pending" aria-labelledby={headingId}>
      <p className="card__kicker">Sign-in request: signing in also connects</p>
      <PeerIdentity metadata={requester.metadata} headingId={headingId} />
      <DetailList details={describeAuthenticate(authPayload, wallet)} />
      <DecisionButtons
        approve={() => controller.approveAuthenticate(request.id)}
        reject={() => controller.rejectAuthenticate(request.id)}
        onSettled={onSettled}
      />
    </article>
  )
}
