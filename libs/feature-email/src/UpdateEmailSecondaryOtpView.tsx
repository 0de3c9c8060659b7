import { EmailGate } from './EmailGate'
import { UpdateCodeStep } from './UpdateCodeStep'

/** UpdateEmailSecondaryOtp: the code sent to the new address; once checked, Account shows the new e-mail. */
export function UpdateEmailSecondaryOtpView() {
  return (
    <EmailGate>
      <UpdateCodeStep step="secondary" />
    </EmailGate>
  )
}
