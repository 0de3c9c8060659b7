import { socialMarks, type SocialMarkName } from './socialMarks'

/**
 * A social provider's mark as an inline SVG (no remote image). Decorative: the control around it
 * carries the provider's name.
 */
export function SocialIcon(props: { provider: SocialMarkName; size?: number; className?: string }) {
  const size = props.size ?? 20
  const mark = socialMarks[props.provider]
  return (
    <svg
      className={props.className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={mark.color}
      aria-hidden="true"
      focusable="false"
      data-provider={props.provider}
    >
      <path d={mark.path} />
    </svg>
  )
}
