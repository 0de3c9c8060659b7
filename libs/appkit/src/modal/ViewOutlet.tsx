import { Component, useState, type ComponentType, type ReactNode } from 'react'
import type { View } from '@gatehouse/controllers'
import { Button, Skeleton, Text } from '@gatehouse/ui'
import { useAppkitMessages } from '../i18n/appkitMessages'
import { viewRegistry } from '../views/registry'
import { useLoadedComponent } from './useLoadedComponent'

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

/** A lazy view: the skeleton until its chunk has arrived. A retry (new key) imports it again. */
function LazyView(props: { cacheKey: string; load: () => Promise<{ default: ComponentType }> }) {
  const ViewComponent = useLoadedComponent(props.cacheKey, props.load)
  return ViewComponent ? <ViewComponent /> : <ViewSkeleton />
}

/** One view: an eager one at once, a lazy one through LazyView. */
function LoadedView(props: { view: View; attempt: number }) {
  const entry = viewRegistry[props.view]
  if (!entry) throw new Error(`No view ${props.view}`)
  if ('component' in entry) return <entry.component />
  return <LazyView cacheKey={`${props.view}:${props.attempt}`} load={entry.load} />
}

/** Renders the router's current view: eager ones at once, lazy ones behind a skeleton, with a retry. */
export function ViewOutlet(props: { view: View }) {
  const [attempt, setAttempt] = useState(0)
  return (
    <LoadBoundary key={`${props.view}:${attempt}`} onRetry={() => setAttempt((value) => value + 1)}>
      <LoadedView view={props.view} attempt={attempt} />
    </LoadBoundary>
  )
}
