import { useCallback } from 'react'
import { CodeStep } from './CodeStep'
import { EmailGate } from './EmailGate'
import { useEmailMessages } from './i18n/emailMessages'
import { useCooldown } from './useCooldown'
import { useEmailController } from './useEmailController'
import { useEmbeddedWalletState } from './useEmbeddedWalletState'

/** EmailVerifyOtp: the login code sent to the visitor's address, with resend after the 30 s cooldown. */
export function EmailVerifyOtpView() {
  return (
    <EmailGate>
      <VerifyOtp />
    </EmailGate>
  )
}

function VerifyOtp() {
  const messages = useEmailMessages()
  const controller = useEmailController()
  const wallet = useEmbeddedWalletState()
  const left = useCallback((at: number) => controller.cooldownLeft(at), [controller])
  const cooldown = useCooldown(left, wallet.lastEmailLoginAt)
  return (
    <CodeStep
      intro={messages.codeSentTo({ email: wallet.pendingEmail ?? controller.state.email })}
      onSubmit={controller.submitCode}
      onResend={controller.resendCode}
      cooldown={cooldown}
    />
  )
}
