import type { ButtonHTMLAttributes } from 'react'
import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import type { IconName } from '../Icon/paths'
import css from './iconButton.css?inline'

/** A square button showing only an icon; `label` is its accessible name and tooltip. */
export function IconButton({
  icon,
  label,
  tone,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  icon: IconName
  label: string
  tone?: 'success'
}) {
  useStyles(css)
  return (
    <button
      type="button"
      {...rest}
      className="gh-icon-button"
      aria-label={label}
      title={label}
      data-tone={tone}
    >
      <Icon name={icon} />
    </button>
  )
}
