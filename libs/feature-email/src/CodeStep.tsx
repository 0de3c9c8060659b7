import { useEffect, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { Button, Text, useStyles } from '@gatehouse/ui'
import css from './email.css?inline'
import { CodeField, codeLength } from './CodeField'
import { useEmailMessages } from './i18n/emailMessages'
import { codeProblemText } from './problemText'
import { useEmailController } from './useEmailController'

/**
 * One code step (login, or either step of an e-mail change): the code field, 'Authenticating...' while
 * the code is checked, why a code was refused, and resend with its countdown when the step has one. A
 * complete code (typed or pasted) is checked at once.
 */
export function CodeStep(props: {
  intro: string
  onSubmit(code: string): Promise<void>
  onResend(): Promise<void>
  /**
   * Seconds before a new code may be asked for (0: now), counted down on the resend button; absent when
   * the step has no cooldown. The button stays usable: asking early shows the service's refusal.
   */
  cooldown?: number
}) {
  useStyles(css)
  const messages = useEmailMessages()
  const controller = useEmailController()
  const email = useSnapshot(controller.state)
  const [code, setCode] = useState('')
  const { clearCodeProblem } = controller

  useEffect(() => clearCodeProblem(), [clearCodeProblem])

  async function check(value: string) {
    await props.onSubmit(value)
    // A refused code is cleared for the next try; a checked one leaves the view.
    if (controller.state.codeProblem) setCode('')
  }

  function onChange(value: string) {
    setCode(value)
    if (value.length === codeLength && !email.verifying) void check(value)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (code.length === codeLength) void check(code)
  }

  const problem = email.codeProblem
  const waiting = (props.cooldown ?? 0) > 0
  return (
    <form className="gh-view gh-email" onSubmit={onSubmit} noValidate aria-busy={email.verifying}>
      <Text align="center">{props.intro}</Text>
      <CodeField
        label={messages.codeLabel()}
        value={code}
        onChange={onChange}
        disabled={email.verifying}
        invalid={problem !== undefined}
      />
      <div className="gh-email__status" role="status">
        {email.verifying ? (
          <Text variant="small" tone="muted">
            {messages.authenticating()}
          </Text>
        ) : problem ? (
          <Text variant="small" tone="error">
            {codeProblemText(problem, messages)}
          </Text>
        ) : email.resent ? (
          <Text variant="small" tone="success">
            {messages.codeResent()}
          </Text>
        ) : null}
      </div>
      <Button
        type="submit"
        fullWidth
        loading={email.verifying}
        disabled={email.verifying || code.length !== codeLength}
      >
        {messages.verify()}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="gh-email__resend"
        loading={email.resending}
        disabled={email.resending || email.verifying}
        onClick={() => void props.onResend()}
      >
        {waiting ? messages.resendIn({ seconds: props.cooldown ?? 0 }) : messages.resendCode()}
      </Button>
    </form>
  )
}
