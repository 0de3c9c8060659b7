import { Logo } from '../Logo/Logo'

/** A wallet's logo, or its monogram when there is no image or it fails to load. */
export function WalletImage(props: { name: string; src?: string | undefined; size?: number }) {
  const size = props.size ?? 40
  return (
    <Logo
      name={props.name}
      src={props.src}
      size={size}
      radius={size >= 64 ? 'var(--gh-radius-l)' : 'var(--gh-radius-m)'}
      framed
    />
  )
}
