import type { WalletController, WalletSnapshot } from '@gatehouse/harness/wallet'
import { SessionItem } from './SessionItem'

interface SessionListProps {
  controller: WalletController
  snapshot: WalletSnapshot
}

/** The sites this wallet is connected to. */
export function SessionList({ controller, snapshot }: SessionListProps) {
  const chainIds = snapshot.chains.map((chain) => chain.chainId)
  return (
    <section className="panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">
        Connected sites
        {snapshot.sessions.length > 0 && <span className="count"> ({snapshot.sessions.length})</span>}
      </h2>
      {snapshot.sessions.length === 0 ? (
        <p className="empty">No connected sites yet. Paste a pairing URI above to connect one.</p>
      ) : (
        <ul className="stack">
          {snapshot.sessions.map((session) => (
            <SessionItem key={session.topic} controller={controller} session={session} chainIds={chainIds} />
          ))}
        </ul>
      )}
    </section>
  )
}
