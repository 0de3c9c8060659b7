import { useState } from 'react'
import { useStyles } from '../../styles/useStyles'
import { Monogram } from '../Monogram/Monogram'
import css from './networkImage.css?inline'

/** A network's logo, or its monogram when there is none. Decorative: the name is written next to it. */
export function NetworkImage(props: { name: string; src?: string | undefined; size?: number }) {
  useStyles(css)
  const size = props.size ?? 24
  const [failedSrc, setFailedSrc] = useState<string>()
  if (!props.src || failedSrc === props.src)
    return <Monogram name={props.name} size={size} radius="var(--gh-radius-full)" />
  return (
    <img
      className="gh-network-image"
      src={props.src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailedSrc(props.src)}
    />
  )
}
