import { Component, useState, type ReactNode } from 'react'
import type { View } from '@gatehouse/controllers'
import { Button, Skeleton, Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../i18n/appkitMessages'
import { RegistryComponent } from './RegistryComponent'

/** Shown while a view's chunk loads. */
function ViewSkeleton() {
  return (
    <div className="gh-view" aria-busy="true">
      <Skeleton height={56} radius="m" />
      <Skeleton height={56} radius="m" />
      <Skeleton height={56} radius="m" />
    </div>
  )
}

/** What a view that failed to show says, with a retry. */
function ViewFailure(props: { onRetry: () => void }) {
  const messages = useAppkitMessages()
  return (
    <div className="gh-view gh-view--centered" role="alert">
      <Text variant="title" align="center">
        {messages.viewFailedTitle()}
      </Text>
      <Text variant="small" tone="muted" align="center">
        {messages.viewFailedText()}
      </Text>
      <Button icon="refresh" variant="neutral" onClick={props.onRetry}>
        {messages.tryAgain()}
      </Button>
    </div>
  )
}

class LoadBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('[gatehouse] a view failed', error)
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <ViewFailure
        onRetry={() => {
          this.setState({ failed: false })
          this.props.onRetry()
        }}
      />
    )
  }
}

/** Renders the router's current view: eager ones at once, lazy ones behind a skeleton, with a retry. */
export function ViewOutlet(props: { view: View }) {
  const [attempt, setAttempt] = useState(0)
  return (
    <LoadBoundary key={`${props.view}:${attempt}`} onRetry={() => setAttempt((value) => value + 1)}>
      <RegistryComponent
        name={props.view}
        // The first attempt shares the view's code with every kit (and the preloaded Connect view);
        // a retry imports it again.
        cacheKey={attempt === 0 ? props.view : `${props.view}:${attempt}`}
        fallback={<ViewSkeleton />}
      />
    </LoadBoundary>
  )
}
