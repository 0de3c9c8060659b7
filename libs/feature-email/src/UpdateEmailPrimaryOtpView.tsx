import { EmailGate } from './EmailGate'
import { UpdateCodeStep } from './UpdateCodeStep'

/** UpdateEmailPrimaryOtp: the code sent to the current address, first step of an e-mail change. */
export function UpdateEmailPrimaryOtpView() {
  return (
    <EmailGate>
      <UpdateCodeStep step="primary" />
    </EmailGate>
  )
}
