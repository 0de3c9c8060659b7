import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import type { IconName } from '../Icon/paths'
import { Spinner } from '../Spinner/Spinner'
import baseCss from './buttonBase.css?inline'
import css from './button.css?inline'

export type ButtonVariant = 'accent' | 'neutral' | 'danger' | 'ghost'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  variant?: ButtonVariant
  size?: 'sm' | 'md' | 'lg'
  icon?: IconName
  /** Shows a spinner and marks the button busy; the label stays so the button keeps its name. */
  loading?: boolean
  fullWidth?: boolean
  children?: ReactNode
}

/** A button in one of the modal's variants. */
export function Button({
  variant = 'accent',
  size = 'md',
  icon,
  loading = false,
  fullWidth = false,
  children,
  ...rest
}: ButtonProps) {
  useStyles(baseCss)
  useStyles(css)
  return (
    <button
      type="button"
      {...rest}
      className={`gh-button${rest.className ? ` ${rest.className}` : ''}`}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={16} /> : icon && <Icon name={icon} size={18} />}
      {children}
    </button>
  )
}
