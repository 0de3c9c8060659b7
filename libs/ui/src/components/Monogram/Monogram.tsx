import { useStyles } from '../../styles/useStyles'
import css from './monogram.css?inline'
import { hueFromString } from './hueFromString'

/** The first letter of a name on a colour derived from it: the fallback when an image is missing. */
export function Monogram(props: { name: string; size: number; radius: string }) {
  useStyles(css)
  const hue = hueFromString(props.name)
  return (
    <span
      className="gh-monogram"
      aria-hidden="true"
      style={{
        width: props.size,
        height: props.size,
        borderRadius: props.radius,
        fontSize: props.size * 0.45,
        background: `hsl(${hue} 55% 38%)`,
      }}
    >
      {props.name.trim().charAt(0) || '?'}
    </span>
  )
}
