import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { useStyles } from '../../styles/useStyles'
import css from './textField.css?inline'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onChange(value: string): void
  /** A line under the field: a hint, or an error when `invalid`. */
  message?: string | undefined
  invalid?: boolean
  /** A control inside the field's end, such as a "Max" button. */
  action?: ReactNode
}

/** A labelled single-line field with an optional hint or error under it, tied to it for readers. */
export function TextField({
  label,
  value,
  onChange,
  message,
  invalid = false,
  action,
  ...rest
}: TextFieldProps) {
  useStyles(css)
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className="gh-text-field" data-invalid={invalid}>
      <label htmlFor={id} className="gh-text-field__label">
        {label}
      </label>
      <span className="gh-text-field__box">
        <input
          {...rest}
          id={id}
          className="gh-text-field__input"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {action}
      </span>
      {message && (
        <span id={messageId} className="gh-text-field__message">
          {message}
        </span>
      )}
    </div>
  )
}
