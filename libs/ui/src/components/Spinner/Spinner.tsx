import { useStyles } from '../../styles/useStyles'
import css from './spinner.css?inline'

/**
 * A loading indicator. With a `label` it announces itself as a status; without one it is decorative
 * (the surrounding control says what is loading).
 */
export function Spinner(props: { size?: number; label?: string }) {
  useStyles(css)
  const size = props.size ?? 24
  const labelled = props.label !== undefined
  return (
    <svg
      className="gh-spinner"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      role={labelled ? 'status' : undefined}
      aria-label={props.label}
      aria-hidden={labelled ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
