import { safeUrl } from '@gatehouse/common'
import { useStyles } from '../../styles/useStyles'
import css from './avatar.css?inline'
import { avatarColors } from './avatarColors'

/**
 * The account's picture: the profile image when the wallet or a name service has one, else a gradient
 * generated from the address (also when the image URL is not one an `<img>` may show). Decorative:
 * the address is written next to it.
 */
export function Avatar(props: { address: string; src?: string | undefined; size?: number }) {
  useStyles(css)
  const size = props.size ?? 40
  const src = safeUrl(props.src, 'imgSrc')
  if (src) return <img className="gh-avatar" src={src} alt="" width={size} height={size} />
  const [from, to] = avatarColors(props.address)
  return (
    <span
      className="gh-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, background: `radial-gradient(circle at 30% 30%, ${from}, ${to})` }}
    />
  )
}
