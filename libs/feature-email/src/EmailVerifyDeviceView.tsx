import { useSnapshot } from 'valtio/react'
import { Button, StatusMessage, Text, useStyles } from '@gatehouse/ui'
import css from './email.css?inline'
import { EmailGate } from './EmailGate'
import { useEmailMessages } from './i18n/emailMessages'
import { codeProblemText } from './problemText'
import { useEmailController } from './useEmailController'
import { useEmbeddedWalletState } from './useEmbeddedWalletState'

/**
 * EmailVerifyDevice: the service wants this browser approved from the e-mail first (its answer to a
 * login was VERIFY_DEVICE); once the visitor has, continuing asks again and goes on to the code.
 */
export function EmailVerifyDeviceView() {
  return (
    <EmailGate>
      <VerifyDevice />
    </EmailGate>
  )
}

function VerifyDevice() {
  useStyles(css)
  const messages = useEmailMessages()
  const controller = useEmailController()
  const email = useSnapshot(controller.state)
  const wallet = useEmbeddedWalletState()
  const address = wallet.pendingEmail ?? email.email
  return (
    <div className="gh-view gh-email">
      <StatusMessage
        tone="neutral"
        title={messages.deviceTitle()}
        description={messages.deviceText({ email: address })}
      />
      <div className="gh-email__status" role="status">
        {email.codeProblem ? (
          <Text variant="small" tone="error">
            {codeProblemText(email.codeProblem, messages)}
          </Text>
        ) : email.deviceNotApproved ? (
          <Text variant="small" tone="error">
            {messages.deviceNotYet()}
          </Text>
        ) : null}
      </div>
      <Button
        fullWidth
        loading={email.sending}
        disabled={email.sending}
        onClick={() => void controller.continueAfterDevice()}
      >
        {messages.deviceContinue()}
      </Button>
    </div>
  )
}
