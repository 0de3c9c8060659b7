import { directionalIcons, iconPaths, type IconName } from './paths'

/**
 * An inline SVG icon. Decorative: the control around it carries the accessible name. Icons that
 * point along the reading direction (back, chevron) are mirrored right to left.
 */
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
      data-mirror={directionalIcons.has(props.name) || undefined}
    >
      <path d={iconPaths[props.name]} />
    </svg>
  )
}
