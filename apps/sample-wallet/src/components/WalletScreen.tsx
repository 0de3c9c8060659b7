import type { WalletController } from '@gatehouse/harness/wallet'
import { useWalletSnapshot } from '../wallet/useWalletSnapshot'
import { AccountPanel } from './AccountPanel'
import { ActivityLog } from './ActivityLog'
import { Header } from './Header'
import { PairingForm } from './PairingForm'
import { PendingPanel } from './PendingPanel'
import { SessionList } from './SessionList'

/** The running wallet: decisions and activity on one side, account and connections on the other. */
export function WalletScreen({ controller }: { controller: WalletController }) {
  const snapshot = useWalletSnapshot(controller)
  return (
    <>
      <Header relay={snapshot.relay} />
      <main className="main">
        <h1 className="visually-hidden">Gatehouse sample wallet</h1>
        {/* Decisions come first for screen readers and narrow screens; wide screens show them on the right. */}
        <div className="column column--decisions">
          <PendingPanel controller={controller} snapshot={snapshot} />
          <ActivityLog activity={snapshot.activity} />
        </div>
        <div className="column">
          <AccountPanel controller={controller} snapshot={snapshot} />
          <PairingForm controller={controller} />
          <SessionList controller={controller} snapshot={snapshot} />
        </div>
      </main>
    </>
  )
}
