import { useLayoutEffect, useRef } from 'react'
import { useKit } from '@gatehouse/controllers/react'
import { Text, useStyles } from '@gatehouse/ui'
import css from './approveTransaction.css?inline'
import { useAppkitMessages } from '../../i18n/appkitMessages'

/**
 * An unsafe request of the embedded wallet waits for the visitor (SPEC §2/§6): the approval screen is
 * the frame's own (apps/cloud's origin), shown over this view's place for it, so the decision is taken
 * where the host page cannot reach it. The view only keeps the frame aligned with its place.
 */
export default function ApproveTransactionView() {
  useStyles(css)
  const kit = useKit()
  const messages = useAppkitMessages()
  const place = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = place.current
    if (!element) return
    const follow = () => {
      const rect = element.getBoundingClientRect()
      kit.embeddedWallet.placeFrame({
        top: rect.top,
        left: rect.left,
        width: rect.width,
        height: rect.height,
      })
    }
    follow()
    const observer = new ResizeObserver(follow)
    observer.observe(element)
    // The modal animates in and the page may scroll or resize: keep the frame on its place.
    const frame = requestAnimationFrame(follow)
    // The modal opens (and animates in) in the same render: place the frame again once it has.
    const settle = [100, 300, 1000].map((ms) => setTimeout(follow, ms))
    window.addEventListener('resize', follow)
    window.addEventListener('scroll', follow, true)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
      settle.forEach(clearTimeout)
      window.removeEventListener('resize', follow)
      window.removeEventListener('scroll', follow, true)
      kit.embeddedWallet.placeFrame(undefined)
    }
  }, [kit])

  return (
    <div className="gh-view">
      <Text variant="small" tone="muted" align="center">
        {messages.approveTransactionHint()}
      </Text>
      <div ref={place} className="gh-approve-transaction__frame" data-testid="approve-transaction-frame" />
    </div>
  )
}
