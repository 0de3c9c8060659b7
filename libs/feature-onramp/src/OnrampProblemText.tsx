import type { OnrampPaymentCurrency } from '@gatehouse/common'
import { Text } from '@gatehouse/ui'
import { cardLimits, type OnrampProblem } from './createOnrampController'
import { useOnrampMessages } from './i18n/onrampMessages'

/** Says in the visitor's language why the purchase cannot go on; an empty live region otherwise. */
export function OnrampProblemText(props: {
  problem: OnrampProblem | undefined
  currency: OnrampPaymentCurrency
}) {
  const messages = useOnrampMessages()
  const limits = cardLimits(props.currency)
  const currency = props.currency.id
  const texts: Record<OnrampProblem, () => string> = {
    belowMinimum: () => messages.belowMinimum({ min: String(limits?.min ?? ''), currency }),
    aboveMaximum: () => messages.aboveMaximum({ max: String(limits?.max ?? ''), currency }),
    invalidAmount: () => messages.invalidAmount(),
    popupBlocked: () => messages.popupBlocked(),
    checkoutUnavailable: () => messages.checkoutUnavailable(),
    noAccount: () => messages.noAccount(),
    nothingToBuy: () => messages.nothingToBuyText(),
  }
  return (
    <div className="gh-onramp__problem" role="alert">
      {props.problem && (
        <Text variant="small" tone="error">
          {texts[props.problem]()}
        </Text>
      )}
    </div>
  )
}
