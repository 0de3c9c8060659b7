import type { ReactNode } from 'react'
import { useStyles } from '../../styles/useStyles'
import css from './text.css?inline'

export type TextVariant = 'large' | 'title' | 'body' | 'small' | 'micro'
export type TextTone = 'default' | 'muted' | 'error' | 'success' | 'accent'

/** Text in the modal's type scale. `as` picks the element so headings stay headings. */
export function Text(props: {
  as?: 'p' | 'span' | 'h1' | 'h2' | 'h3' | 'div'
  variant?: TextVariant
  tone?: TextTone
  align?: 'start' | 'center'
  id?: string
  className?: string
  /** -1 lets code move focus here (a heading announcing a new view) without adding a Tab stop. */
  tabIndex?: -1
  /** `ltr` keeps an address or an amount left to right inside a right-to-left layout. */
  dir?: 'ltr' | 'rtl'
  children?: ReactNode
}) {
  useStyles(css)
  const Element = props.as ?? 'p'
  return (
    <Element
      id={props.id}
      tabIndex={props.tabIndex}
      dir={props.dir}
      className={`gh-text${props.className ? ` ${props.className}` : ''}`}
      data-variant={props.variant ?? 'body'}
      data-tone={props.tone ?? 'default'}
      data-align={props.align ?? 'start'}
    >
      {props.children}
    </Element>
  )
}
