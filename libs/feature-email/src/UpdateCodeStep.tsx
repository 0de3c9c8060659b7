import { CodeStep } from './CodeStep'
import { useEmailMessages } from './i18n/emailMessages'
import { useEmailController } from './useEmailController'
import { useEmbeddedWalletState } from './useEmbeddedWalletState'

/** A step of an e-mail change: the code sent to the current (primary) or the new (secondary) address. */
export function UpdateCodeStep(props: { step: 'primary' | 'secondary' }) {
  const messages = useEmailMessages()
  const controller = useEmailController()
  const wallet = useEmbeddedWalletState()
  const newEmail = wallet.emailUpdate?.email ?? controller.state.newEmail
  const intro =
    props.step === 'primary'
      ? messages.codeSentToCurrent({ email: wallet.user?.email ?? '' })
      : messages.codeSentToNew({ email: newEmail })
  return (
    <CodeStep
      key={props.step}
      intro={intro}
      onSubmit={(code) => controller.submitUpdateCode(props.step, code)}
      onResend={controller.resendUpdateCode}
    />
  )
}
