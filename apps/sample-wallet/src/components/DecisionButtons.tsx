import { useAction } from './useAction'

interface DecisionButtonsProps {
  approve(): Promise<unknown>
  reject(): Promise<unknown>
  /** Called once either decision has reached the site. */
  onSettled(): void
}

/**
 * Approve and Reject, disabled while either runs, with the last failure above them. A failed
 * decision keeps the card so it can be tried again.
 */
export function DecisionButtons({ approve, reject, onSettled }: DecisionButtonsProps) {
  const { running, error, run } = useAction()
  const decide = async (name: 'approve' | 'reject') => {
    if (await run(name, name === 'approve' ? approve : reject)) onSettled()
  }
  return (
    <>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!!running}
          onClick={() => void decide('approve')}
        >
          {running === 'approve' ? 'Approving…' : 'Approve'}
        </button>
        <button type="button" className="button" disabled={!!running} onClick={() => void decide('reject')}>
          {running === 'reject' ? 'Rejecting…' : 'Reject'}
        </button>
      </div>
    </>
  )
}
