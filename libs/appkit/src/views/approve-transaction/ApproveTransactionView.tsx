import { useEffect } from 'react'
import { frameSlotName } from '@gatehouse/controllers'
import { useKit } from '@gatehouse/controllers/react'
import { Text, useStyles } from '@gatehouse/ui'
import css from './approveTransaction.css?inline'
import { useAppkitMessages } from '../../i18n/appkitMessages'

/**
 * An unsafe request of the embedded wallet waits for the visitor (docs/reference/views.md#approve-transaction): the approval screen is
 * the frame's own (apps/cloud's origin), so the decision is taken where the host page cannot reach it.
 * The frame is a child of the modal's host element and this view's slot shows it in the modal's body,
 * below the header: the close button stays reachable (closing aborts the request), focus moves from
 * the modal into the frame and back in one order, and the frame is as tall as its content says.
 */
export default function ApproveTransactionView() {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()

  useEffect(() => {
    kit.embeddedWallet.showFrame(true)
    return () => kit.embeddedWallet.showFrame(false)
  }, [kit])

  return (
    <div className="gh-view gh-approve-transaction">
      <Text variant="small" tone="muted" align="center">
        {messages.approveTransactionHint()}
      </Text>
      <div className="gh-approve-transaction__frame" data-testid="approve-transaction-frame">
        <slot name={frameSlotName} />
      </div>
    </div>
  )
}
