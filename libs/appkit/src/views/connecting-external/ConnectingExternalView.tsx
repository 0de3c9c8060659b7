import { ErrorMessage } from '@gatehouse/common'
import { useKitState } from '@gatehouse/controllers/react'
import { Button, Text, WalletImage } from '@gatehouse/ui'
import { useConnectOnce, type ConnectAttempt } from './useConnectOnce'

/** What to tell the visitor about a failed attempt, or undefined while it is still going. */
function failureOf(attempt: ConnectAttempt, walletName: string) {
  if (attempt.state !== 'failed') return undefined
  const { failure } = attempt
  if (failure.rejected) {
    return {
      title: 'Connection declined',
      message: `The request was declined in ${walletName}. You can try again.`,
    }
  }
  if (failure.timedOut)
    return { title: ErrorMessage.walletNoAnswerTitle(walletName), message: failure.message }
  return { title: 'Connection failed', message: failure.message }
}

/**
 * Connecting a browser wallet: waits for the visitor to accept in the wallet; declined, failed or not
 * answered in time offers a retry.
 */
export default function ConnectingExternalView() {
  const connector = useKitState((k) => k.router.state).data?.connector
  const { attempt, retry } = useConnectOnce(connector)
  if (!connector) return null
  const failure = failureOf(attempt, connector.name)

  return (
    <div className="gh-view gh-view--centered">
      <span className="gh-connecting__image" data-state={failure ? 'error' : 'loading'}>
        <WalletImage name={connector.name} src={connector.imageUrl} size={80} />
      </span>
      {failure ? (
        <>
          <div role="alert">
            <Text variant="title" tone="error" align="center">
              {failure.title}
            </Text>
            <Text variant="small" tone="muted" align="center">
              {failure.message}
            </Text>
          </div>
          <Button variant="neutral" icon="refresh" onClick={() => void retry()}>
            Try again
          </Button>
        </>
      ) : (
        <>
          <Text variant="title" align="center">
            Continue in {connector.name}
          </Text>
          <Text variant="small" tone="muted" align="center">
            Accept the connection request in the wallet.
          </Text>
          <span aria-live="polite" className="gh-visually-hidden">
            Waiting for {connector.name}
          </span>
        </>
      )}
    </div>
  )
}
