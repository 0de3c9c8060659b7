import { useKitState } from '@gatehouse/controllers/react'
import { Button, Icon, Text, WalletImage } from '@gatehouse/ui'
import { useConnectOnce } from './useConnectOnce'

/** Connecting a browser wallet: waits for the visitor to accept in the wallet; declined or failed offers a retry. */
export default function ConnectingExternalView() {
  const connector = useKitState((k) => k.router.state).data?.connector
  const { attempt, retry } = useConnectOnce(connector)
  if (!connector) return null
  const name = connector.name

  return (
    <div className="gh-view gh-view--centered">
      <span
        className="gh-connecting__image"
        data-state={attempt.state === 'connecting' ? 'loading' : 'error'}
      >
        <WalletImage name={name} src={connector.imageUrl} size={80} />
      </span>
      {attempt.state === 'connecting' && (
        <>
          <Text variant="title" align="center">
            Continue in {name}
          </Text>
          <Text variant="small" tone="muted" align="center" as="p">
            Accept the connection request in the wallet.
          </Text>
        </>
      )}
      {attempt.state === 'rejected' && (
        <div role="alert">
          <Text variant="title" tone="error" align="center">
            Connection declined
          </Text>
          <Text variant="small" tone="muted" align="center">
            The request was declined in {name}. You can try again.
          </Text>
        </div>
      )}
      {attempt.state === 'failed' && (
        <div role="alert">
          <Text variant="title" tone="error" align="center">
            Connection failed
          </Text>
          <Text variant="small" tone="muted" align="center">
            {attempt.message}
          </Text>
        </div>
      )}
      {attempt.state === 'connecting' ? (
        <span aria-live="polite" className="gh-visually-hidden">
          Waiting for {name}
        </span>
      ) : (
        <Button variant="neutral" onClick={() => void retry()} data-autofocus>
          <Icon name="refresh" size={18} />
          Try again
        </Button>
      )}
    </div>
  )
}
