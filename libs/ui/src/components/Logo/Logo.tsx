import { useState } from 'react'
import { safeUrl } from '@gatehouse/common'
import { useStyles } from '../../styles/useStyles'
import { Monogram } from '../Monogram/Monogram'
import css from './logo.css?inline'

/**
 * An image of something named (a wallet, a network), or its monogram when there is no image, the
 * image fails to load, or its URL is not one an `<img>` may show (only http, https and `data:image/`;
 * never `javascript:`, `file:`, `blob:`, a `data:` document or a relative URL). Decorative: the name
 * is always written next to it.
 */
export function Logo(props: {
  name: string
  src?: string | undefined
  size: number
  radius: string
  framed?: boolean
}) {
  useStyles(css)
  const [failedSrc, setFailedSrc] = useState<string>()
  const src = safeUrl(props.src, 'imgSrc')
  if (!src || failedSrc === src) return <Monogram name={props.name} size={props.size} radius={props.radius} />
  return (
    <img
      className="gh-logo"
      data-framed={props.framed ?? false}
      src={src}
      alt=""
      width={props.size}
      height={props.size}
      style={{ borderRadius: props.radius }}
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  )
}
