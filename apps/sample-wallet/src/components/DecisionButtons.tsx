interface DecisionButtonsProps {
  running: string | undefined
  onApprove(): void
  onReject(): void
}

/** Approve and Reject, disabled while either runs. */
export function DecisionButtons({ running, onApprove, onReject }: DecisionButtonsProps) {
  return (
    <div className="actions">
      <button type="button" className="button button--primary" disabled={!!running} onClick={onApprove}>
        {running === 'approve' ? 'Approving…' : 'Approve'}
      </button>
      <button type="button" className="button" disabled={!!running} onClick={onReject}>
        {running === 'reject' ? 'Rejecting…' : 'Reject'}
      </button>
    </div>
  )
}
