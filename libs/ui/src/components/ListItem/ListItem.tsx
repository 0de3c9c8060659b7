import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useStyles } from '../../styles/useStyles'
import { Icon } from '../Icon/Icon'
import { Spinner } from '../Spinner/Spinner'
import css from './listItem.css?inline'

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  media: ReactNode
  label: string
  /** A short tag after the label, such as "Installed". */
  tag?: string | undefined
  /** Marks the current choice (for example the active network) with a check. */
  current?: boolean
  /** Read after the label for the current choice: "(current)" in the surrounding language. */
  currentLabel?: string | undefined
  loading?: boolean
}

/** A row of a list the visitor picks from: media, label, optional tag, and a chevron or check. */
export function ListItem({
  media,
  label,
  tag,
  current = false,
  currentLabel,
  loading = false,
  ...rest
}: ListItemProps) {
  useStyles(css)
  return (
    <button
      type="button"
      {...rest}
      className="gh-list-item"
      aria-current={current || undefined}
      aria-busy={loading || undefined}
    >
      {media}
      <span className="gh-list-item__label">{label}</span>
      {tag && <span className="gh-list-item__tag">{tag}</span>}
      <span className="gh-list-item__trailing">
        {loading ? <Spinner size={18} /> : <Icon name={current ? 'check' : 'chevronRight'} size={18} />}
      </span>
      {current && currentLabel && <span className="gh-visually-hidden"> {currentLabel}</span>}
    </button>
  )
}
