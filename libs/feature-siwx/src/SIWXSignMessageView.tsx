import { useSnapshot } from 'valtio/react'
import { formatAddress } from '@gatehouse/common'
import { useFeatureContext } from '@gatehouse/controllers/react'
import {
  Avatar,
  Button,
  MessagesGate,
  Skeleton,
  StatusMessage,
  Text,
  WalletImage,
  useStyles,
} from '@gatehouse/ui'
import { siwxCatalogue, useSignInMessages } from './i18n/siwxMessages'
import css from './siwx.css?inline'
import { siwxNeeds } from './needs'

const catalogues = [siwxCatalogue]

/**
 * SIWXSignMessage (docs/reference/views.md#siwx-sign-message): the host application asks the connected account to sign in. It shows the
 * application's name and icon, the account, what signing does, Sign (busy while the wallet is asked)
 * and Cancel, which reads Disconnect when sign-in is required; after a failure 'Signature declined',
 * after an expiry (while connected, or of the session kept from an earlier visit, or one the service
 * refused) 'Session Expired' with why, until the visitor signs again. Shown once its messages in the
 * visitor's language have arrived.
 */
export function SIWXSignMessageView() {
  return (
    <MessagesGate
      catalogues={catalogues}
      fallback={
        <div className="gh-view" aria-busy="true">
          <Skeleton width={64} height={64} radius="m" />
        </div>
      }
    >
      <SignInRequest />
    </MessagesGate>
  )
}

function SignInRequest() {
  useStyles(css)
  const context = useFeatureContext(siwxNeeds)
  const messages = useSignInMessages()
  const signIn = useSnapshot(context.signIn.state)
  const metadata = context.options.state.metadata
  const required = context.options.state.siwx?.getRequired?.() === true
  const address = context.chain.account()?.address
  const appName = metadata?.name || messages.thisApp()
  const signing = signIn.status === 'signing'

  return (
    <div className="gh-view gh-siwx">
      <div className="gh-siwx__parties">
        <WalletImage name={appName} src={metadata?.icons[0]} size={64} />
        {address && <Avatar address={address} size={64} />}
      </div>
      <Text as="p" variant="title" align="center">
        {messages.heading({ app: appName })}
      </Text>
      {address && (
        <Text as="p" tone="muted" align="center" dir="ltr" className="gh-siwx__account">
          <span className="gh-visually-hidden">{messages.account()} </span>
          {formatAddress(address)}
        </Text>
      )}
      {signIn.declined && !signing && (
        <StatusMessage tone="error" title={messages.declined()} description={messages.declinedHint()} />
      )}
      {/* An alert: inserted with the view, it is read out at once, so the visitor hears why the
          prompt came back without having done anything. */}
      {signIn.expired && !signIn.declined && !signing && (
        <StatusMessage tone="error" title={messages.expired()} description={messages.expiredHint()} />
      )}
      <Text as="p" variant="small" tone="muted" align="center">
        {messages.explanation()}
      </Text>
      {required && (
        <Text as="p" variant="small" tone="muted" align="center">
          {messages.requiredHint()}
        </Text>
      )}
      <div role="status" className="gh-siwx__progress">
        {signing && (
          <Text as="p" variant="small" align="center">
            {messages.signing()}
          </Text>
        )}
      </div>
      <div className="gh-siwx__actions">
        <Button variant="neutral" fullWidth disabled={signing} onClick={() => void context.signIn.cancel()}>
          {required ? messages.disconnect() : messages.cancel()}
        </Button>
        <Button fullWidth loading={signing} disabled={signing} onClick={() => void context.signIn.signIn()}>
          {messages.sign()}
        </Button>
      </div>
    </div>
  )
}
