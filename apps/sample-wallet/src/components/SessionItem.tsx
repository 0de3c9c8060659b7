import { formatAddress, plainAddress } from '@gatehouse/common'
import { sessionChainId, type WalletController } from '@gatehouse/harness/wallet'
import type { SessionTypes } from '@walletconnect/types'
import { useId } from 'react'
import { chainName } from '../format/chainName'
import { PeerIdentity } from './PeerIdentity'
import { useAction } from './useAction'

interface SessionItemProps {
  controller: WalletController
  session: SessionTypes.Struct
  chainIds: readonly number[]
}

/** One connected site: its account and chain, and what the wallet can do to the session. */
export function SessionItem({ controller, session, chainIds }: SessionItemProps) {
  const headingId = useId()
  const { running, error, run } = useAction()
  const activeChainId = sessionChainId(session)
  const address = plainAddress(session.namespaces.eip155?.accounts[0]) ?? ''
  return (
    <li>
      <article className="card" aria-labelledby={headingId}>
        <PeerIdentity metadata={session.peer.metadata} headingId={headingId} />
        <dl className="details">
          <div className="details__row">
            <dt>Account</dt>
            <dd>
              <code title={address}>{formatAddress(address)}</code>
            </dd>
          </div>
          <div className="details__row">
            <dt>Active chain</dt>
            <dd>{activeChainId ? chainName(activeChainId) : 'None'}</dd>
          </div>
        </dl>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="actions">
          {chainIds
            .filter((chainId) => chainId !== activeChainId)
            .map((chainId) => (
              <button
                type="button"
                className="button"
                key={chainId}
                disabled={!!running}
                onClick={() =>
                  void run(`switch-${chainId}`, () => controller.switchChain(chainId, session.topic))
                }
              >
                Switch to chain {chainId}
              </button>
            ))}
          <button
            type="button"
            className="button button--danger"
            disabled={!!running}
            onClick={() => void run('disconnect', () => controller.disconnect(session.topic))}
          >
            {running === 'disconnect' ? 'Disconnecting…' : 'Disconnect'}
          </button>
        </div>
      </article>
    </li>
  )
}
