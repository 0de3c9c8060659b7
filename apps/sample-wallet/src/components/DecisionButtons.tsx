interface DecisionButtonsProps {
  running: string | undefined
  /** Why the last decision failed, shown above the buttons. */
  error: string | undefined
  onApprove(): void
  onReject(): void
}

/** Approve and Reject, disabled while either runs, after the last failure if any. */
export function DecisionButtons({ running, error, onApprove, onReject }: DecisionButtonsProps) {
  return (
    <>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button button--primary" disabled={!!running} onClick={onApprove}>
          {running === 'approve' ? 'Approving…' : 'Approve'}
        </button>
        <button type="button" className="button" disabled={!!running} onClick={onReject}>
          {running === 'reject' ? 'Rejecting…' : 'Reject'}
        </button>
      </div>
    </>
  )
}
