import type { WalletController } from '@gatehouse/tools/browser'
import { useWalletSnapshot } from '../wallet/useWalletSnapshot'
import { AccountPanel } from './AccountPanel'
import { ActivityLog } from './ActivityLog'
import { Header } from './Header'
import { PairingForm } from './PairingForm'
import { PendingPanel } from './PendingPanel'
import { SessionList } from './SessionList'

/** The running wallet: account and connections on one side, decisions and activity on the other. */
export function WalletScreen({ controller }: { controller: WalletController }) {
  const snapshot = useWalletSnapshot(controller)
  return (
    <>
      <Header relay={snapshot.relay} />
      <main className="main">
        <h1 className="visually-hidden">Gatehouse sample wallet</h1>
        <div className="column">
          <AccountPanel controller={controller} snapshot={snapshot} />
          <PairingForm controller={controller} />
          <SessionList controller={controller} snapshot={snapshot} />
        </div>
        <div className="column">
          <PendingPanel controller={controller} snapshot={snapshot} />
          <ActivityLog activity={snapshot.activity} />
        </div>
      </main>
    </>
  )
}
