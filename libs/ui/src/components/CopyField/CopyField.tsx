import { useUiMessages } from '../../i18n/uiMessages'
import { useStyles } from '../../styles/useStyles'
import { Button } from '../Button/Button'
import css from './copyField.css?inline'
import { splitForMiddleTruncation } from './splitForMiddleTruncation'

export interface CopyFieldProps {
  /** The long value, such as a `wc:` URI. */
  value: string
  /** Names the field for assistive technology, for example "Connection link". */
  label: string
  onCopy(): void
  /** Turns the button into "Copied" (with a check) after a copy; the owner resets it. */
  copied?: boolean | undefined
}

/** Characters kept at the end of the value, enough to tell two links apart at a glance. */
const TAIL_LENGTH = 10

/**
 * A long value on one line, cut in the middle so both its start and its end show, and a button
 * that copies it. The owner does the copying (`onCopy`) and reports it back through `copied`.
 */
export function CopyField(props: CopyFieldProps) {
  useStyles(css)
  const messages = useUiMessages()
  const { head, tail } = splitForMiddleTruncation(props.value, TAIL_LENGTH)
  return (
    <div className="gh-copy-field" role="group" aria-label={props.label}>
      <span className="gh-copy-field__value" title={props.value} dir="ltr">
        <span className="gh-copy-field__head">{head}</span>
        {tail && <span className="gh-copy-field__tail">{tail}</span>}
      </span>
      <Button
        className="gh-copy-field__button"
        variant="neutral"
        size="sm"
        icon={props.copied ? 'check' : 'copy'}
        data-copied={props.copied ?? false}
        onClick={props.onCopy}
      >
        {props.copied ? messages.copied() : messages.copyLink()}
      </Button>
    </div>
  )
}
