import type { ButtonHTMLAttributes } from 'react'
import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import type { IconName } from '../Icon/paths'
import { SocialIcon } from '../SocialIcon/SocialIcon'
import type { SocialMarkName } from '../SocialIcon/socialMarks'
import css from './socialButton.css?inline'

export interface SocialButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The provider whose mark it shows; without one, `icon` (the "more" button). */
  provider?: SocialMarkName
  icon?: IconName
  /** The button's accessible name; shown as its text when `wide`. */
  label: string
  /** A full-width button with the mark and the label ("Continue with Google"); else a square one. */
  wide?: boolean
}

/** A social login button: a provider's mark, wide with its label or square with the label as its name. */
export function SocialButton({ provider, icon, label, wide = false, ...rest }: SocialButtonProps) {
  useStyles(css)
  const mark = provider ? <SocialIcon provider={provider} /> : icon ? <Icon name={icon} /> : null
  return (
    <button
      type="button"
      {...rest}
      className="gh-social-button"
      data-wide={wide}
      aria-label={wide ? undefined : label}
      title={wide ? undefined : label}
    >
      {mark}
      {wide && <span>{label}</span>}
    </button>
  )
}
