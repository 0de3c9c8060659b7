import { useKitState } from '@gatehouse/controllers/react'
import { Button, Text, useStyles, WalletImage } from '@gatehouse/ui'
import { useAppkitMessages, type AppkitMessages } from '../../i18n/appkitMessages'
import { visibleText } from '../../i18n/visibleMessages'
import { useConnectOnce, type ConnectAttempt } from './useConnectOnce'
import css from '../shared/connecting.css?inline'

/** What to tell the visitor about a failed attempt, or undefined while it is still going. */
function failureOf(attempt: ConnectAttempt, walletName: string, messages: AppkitMessages) {
  if (attempt.state !== 'failed') return undefined
  const { failure } = attempt
  if (failure.rejected) {
    return { title: messages.connectionDeclined(), message: messages.declinedIn({ wallet: walletName }) }
  }
  if (failure.timedOut) {
    return {
      title: messages.noAnswerFrom({ wallet: walletName }),
      message: messages.noAnswerText({ wallet: walletName }),
    }
  }
  return { title: messages.connectionFailed(), message: visibleText(failure.message, messages) }
}

/**
 * Connecting a browser wallet: waits for the visitor to accept in the wallet; declined, failed or not
 * answered in time offers a retry.
 */
export default function ConnectingExternalView() {
  useStyles(css)
  const messages = useAppkitMessages()
  const connector = useKitState((k) => k.router.state).data?.connector
  const { attempt, retry } = useConnectOnce(connector)
  if (!connector) return null
  const failure = failureOf(attempt, connector.name, messages)

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
            {messages.tryAgain()}
          </Button>
        </>
      ) : (
        <>
          <Text variant="title" align="center">
            {messages.continueIn({ wallet: connector.name })}
          </Text>
          <Text variant="small" tone="muted" align="center">
            {messages.acceptInWallet()}
          </Text>
          <span aria-live="polite" className="gh-visually-hidden">
            {messages.waitingFor({ wallet: connector.name })}
          </span>
        </>
      )}
    </div>
  )
}
