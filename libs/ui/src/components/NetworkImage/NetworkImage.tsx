import { Logo } from '../Logo/Logo'

/** A network's logo, or its monogram when there is none. */
export function NetworkImage(props: { name: string; src?: string | undefined; size?: number }) {
  return <Logo name={props.name} src={props.src} size={props.size ?? 24} radius="var(--gh-radius-full)" />
}
