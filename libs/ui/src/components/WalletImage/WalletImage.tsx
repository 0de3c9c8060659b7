import { useState } from 'react'
import { useStyles } from '../../styles/useStyles'
import { Monogram } from '../Monogram/Monogram'
import css from './walletImage.css?inline'

/**
 * A wallet's logo, or its monogram when there is no image or the image fails to load. Decorative:
 * the wallet's name is always written next to it.
 */
export function WalletImage(props: { name: string; src?: string | undefined; size?: number }) {
  useStyles(css)
  const size = props.size ?? 40
  const radius = size >= 64 ? 'var(--gh-radius-l)' : 'var(--gh-radius-m)'
  const [failedSrc, setFailedSrc] = useState<string>()
  if (!props.src || failedSrc === props.src) return <Monogram name={props.name} size={size} radius={radius} />
  return (
    <img
      className="gh-wallet-image"
      src={props.src}
      alt=""
      width={size}
      height={size}
      style={{ borderRadius: radius }}
      draggable={false}
      onError={() => setFailedSrc(props.src)}
    />
  )
}
