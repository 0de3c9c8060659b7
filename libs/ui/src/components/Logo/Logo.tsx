import { useState } from 'react'
import { useStyles } from '../../styles/useStyles'
import { Monogram } from '../Monogram/Monogram'
import css from './logo.css?inline'

/**
 * An image of something named (a wallet, a network), or its monogram when there is no image or the
 * image fails to load. Decorative: the name is always written next to it.
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
  if (!props.src || failedSrc === props.src)
    return <Monogram name={props.name} size={props.size} radius={props.radius} />
  return (
    <img
      className="gh-logo"
      data-framed={props.framed ?? false}
      src={props.src}
      alt=""
      width={props.size}
      height={props.size}
      style={{ borderRadius: props.radius }}
      draggable={false}
      onError={() => setFailedSrc(props.src)}
    />
  )
}
