import type { WalletSnapshot } from '@gatehouse/harness/wallet'

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** What happened, newest first; screen readers hear each new line once (polite live region). */
export function ActivityLog({ activity }: { activity: WalletSnapshot['activity'] }) {
  return (
    <section className="panel" aria-labelledby="activity-heading">
      <h2 id="activity-heading">Activity</h2>
      <ol
        className="activity"
        aria-live="polite"
        aria-relevant="additions"
        aria-labelledby="activity-heading"
      >
        {[...activity].reverse().map((entry) => (
          <li key={entry.id} className={`activity__entry activity__entry--${entry.tone}`}>
            <time dateTime={new Date(entry.at).toISOString()}>{timeFormat.format(entry.at)}</time>
            <span>{entry.message}</span>
          </li>
        ))}
      </ol>
      {activity.length === 0 && <p className="empty">Nothing yet.</p>}
    </section>
  )
}
