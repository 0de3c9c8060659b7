import { TextField } from '@gatehouse/ui'
import type { EmailProblem } from './problems'
import { useEmailMessages } from './i18n/emailMessages'
import { emailProblemText } from './problemText'

/** An e-mail address field (login and e-mail change): left to right, the browser's autofill, its problem said under it. */
export function EmailAddressField(props: {
  label: string
  value: string
  onChange: (value: string) => void
  busy: boolean
  problem: EmailProblem | undefined
}) {
  const messages = useEmailMessages()
  return (
    <TextField
      label={props.label}
      type="email"
      autoComplete="email"
      dir="ltr"
      spellCheck={false}
      placeholder={messages.emailPlaceholder()}
      value={props.value}
      onChange={props.onChange}
      readOnly={props.busy}
      invalid={props.problem !== undefined}
      message={props.problem && emailProblemText(props.problem, messages)}
    />
  )
}
