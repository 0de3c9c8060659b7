import { iconPaths, type IconName } from './paths'

/** An inline SVG icon. Decorative: the control around it carries the accessible name. */
export function Icon(props: { name: IconName; size?: number; className?: string }) {
  const size = props.size ?? 20
  return (
    <svg
      className={props.className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[props.name]} />
    </svg>
  )
}
