import { useAppKitSIWXSession } from '@gatehouse/appkit/react'
import { signInStore } from '../demoSignIn'

/** The visitor's sign-in session (address, chain, expiry) and a sign-out, through the SIWX hook. */
export function SignInPanel() {
  const { session, signOut } = useAppKitSIWXSession()
  return (
    <section className="demo-card" aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in with the wallet</h2>
      <dl>
        <dt>Session</dt>
        <dd data-testid="siwx-status">{session ? 'signed in' : 'signed out'}</dd>
        <dt>Kept by</dt>
        <dd data-testid="siwx-store">{signInStore(window.location.search)}</dd>
        <dt>Address</dt>
        <dd data-testid="siwx-address" className="demo-mono demo-break">
          {session?.data.accountAddress ?? '—'}
        </dd>
        <dt>Chain</dt>
        <dd data-testid="siwx-chain">{session?.data.chainId ?? '—'}</dd>
        <dt>Expires</dt>
        <dd data-testid="siwx-expiry">
          {session?.data.expirationTime ? new Date(session.data.expirationTime).toLocaleString() : '—'}
        </dd>
      </dl>
      {session && (
        <div className="demo-actions">
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      )}
    </section>
  )
}
