import { TextField } from '@gatehouse/ui'

/** Digits in a one-time code. */
export const codeLength = 6

/** The one-time code: one field the browser can fill from the e-mail (autocomplete one-time-code); a pasted code keeps its digits only. */
export function CodeField(props: {
  label: string
  value: string
  onChange(value: string): void
  disabled: boolean
  invalid: boolean
}) {
  return (
    <div className="gh-email__code">
      <TextField
        label={props.label}
        value={props.value}
        onChange={(value) => props.onChange(value.replace(/\D/g, '').slice(0, codeLength))}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={codeLength}
        dir="ltr"
        spellCheck={false}
        readOnly={props.disabled}
        invalid={props.invalid}
        autoFocus
      />
    </div>
  )
}
