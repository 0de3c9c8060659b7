import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio/react'
import { formatRelativeTime } from '@gatehouse/common'
import { useActiveNamespace, useFeatureContext } from '@gatehouse/controllers/react'
import {
  MessagesGate,
  Skeleton,
  SkeletonRows,
  StatusMessage,
  Text,
  TransactionRow,
  useLocale,
  useStyles,
} from '@gatehouse/ui'
import css from './activity.css?inline'
import {
  groupTransactions,
  transactionDescription,
  transactionImage,
  transactionTitle,
} from './activityRules'
import { createActivityController } from './createActivityController'
import { activityCatalogue, useActivityMessages } from './i18n/activityMessages'
import { activityNeeds } from './needs'

const rowStatus = (status: string) =>
  status === 'failed' ? 'failed' : status === 'pending' ? 'pending' : 'confirmed'

const catalogues = [activityCatalogue]

/**
 * The Activity tab: the account's transactions on the active network, by year and month, newest
 * first; the next page loads when the end of the list scrolls into view. A history that could not be
 * read says so with Try again (not 'No activity yet'). Shown once its messages in the visitor's
 * language have arrived.
 */
export function ActivityList() {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-activity" aria-busy="true">
          <Skeleton height={56} radius="m" />
          <Skeleton height={56} radius="m" />
        </div>
      }
    >
      <ActivityTransactions />
    </MessagesGate>
  )
}

function ActivityTransactions() {
  useStyles(css)
  const messages = useActivityMessages()
  const { tag: locale } = useLocale()
  const wording = { messages, locale }
  const context = useFeatureContext(activityNeeds)
  const controller = context.extensions.use('activity', () => createActivityController(context))
  const activity = useSnapshot(controller.state)
  const caipAddress = useActiveNamespace()?.account.caipAddress
  const endRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void controller.refresh()
  }, [controller, caipAddress])

  useEffect(() => {
    const end = endRef.current
    if (!end || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void controller.loadMore()
    })
    observer.observe(end)
    return () => observer.disconnect()
  }, [controller, activity.next])

  const firstLoad = activity.loading && activity.transactions.length === 0
  if (firstLoad || activity.caipAddress !== caipAddress) {
    return <SkeletonRows label={messages.loadingActivity()} className="gh-activity" />
  }
  if (activity.failed) {
    return (
      <StatusMessage
        tone="error"
        title={messages.activityFailedTitle()}
        description={messages.activityFailedText()}
        actionLabel={messages.tryAgain()}
        onAction={() => void controller.refresh()}
      />
    )
  }
  if (activity.empty) {
    return (
      <StatusMessage
        tone="neutral"
        title={messages.noActivityTitle()}
        description={messages.noActivityText()}
      />
    )
  }

  const now = new Date()
  return (
    <div className="gh-activity">
      {groupTransactions(activity.transactions, now, { locale, thisMonth: messages.thisMonth() }).map(
        (group) => (
          <section
            key={group.key}
            className="gh-activity__group"
            aria-labelledby={`gh-activity-${group.key}`}
          >
            <Text as="h3" variant="small" tone="muted" id={`gh-activity-${group.key}`}>
              {group.title}
            </Text>
            <ul className="gh-activity__list">
              {group.transactions.map((transaction) => (
                <li key={transaction.id}>
                  <TransactionRow
                    title={transactionTitle(transaction, wording)}
                    description={transactionDescription(transaction, wording)}
                    image={transactionImage(transaction, wording)}
                    timeLabel={formatRelativeTime(new Date(transaction.metadata.minedAt), now, locale)}
                    dateTime={transaction.metadata.minedAt}
                    status={rowStatus(transaction.metadata.status)}
                    direction={transaction.transfers[0]?.direction ?? 'self'}
                  />
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
      <div ref={endRef} className="gh-activity__end" aria-hidden="true" />
      {activity.loading && <Skeleton height={56} radius="m" />}
    </div>
  )
}
