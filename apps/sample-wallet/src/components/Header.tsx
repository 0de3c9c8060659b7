import type { WalletSnapshot } from '@gatehouse/harness/wallet'

const relayText: Record<WalletSnapshot['relay'], string> = {
  connected: 'Relay connected',
  idle: 'Relay idle until you connect a site',
  disconnected: 'Relay disconnected, retrying',
}

/** The wallet's name, a reminder of what it is for, and the state of the relay connection. */
export function Header({ relay }: { relay?: WalletSnapshot['relay'] }) {
  return (
    <header className="header">
      <div className="header__brand">
        <svg className="header__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect x="3" y="8" width="26" height="18" rx="4" />
          <path d="M7 8 L22 4 L24 8" />
          <circle cx="23" cy="17" r="2.5" />
        </svg>
        <span className="header__name">Gatehouse sample wallet</span>
        <span className="badge">Development keys only</span>
      </div>
      {relay && (
        <p className={`status status--${relay}`}>
          <span className="status__dot" aria-hidden="true" />
          {relayText[relay]}
        </p>
      )}
    </header>
  )
}
