import { useStyles } from '../../styles/useStyles'
import css from './skeleton.css?inline'

/** A shimmering block that stands in for content while it loads; hidden from assistive technology. */
export function Skeleton(props: {
  width?: number | string
  height?: number | string
  radius?: 'xs' | 's' | 'm' | 'full'
}) {
  useStyles(css)
  const radius = {
    xs: 'var(--gh-radius)',
    s: 'var(--gh-radius-s)',
    m: 'var(--gh-radius-m)',
    full: 'var(--gh-radius-full)',
  }[props.radius ?? 's']
  return (
    <span
      className="gh-skeleton"
      aria-hidden="true"
      style={{ width: props.width ?? '100%', height: props.height ?? 16, borderRadius: radius }}
    />
  )
}
