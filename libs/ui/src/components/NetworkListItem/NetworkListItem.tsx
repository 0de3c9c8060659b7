import type { ButtonHTMLAttributes } from 'react'
import { useUiMessages } from '../../i18n/uiMessages'
import { ListItem } from '../ListItem/ListItem'
import { NetworkImage } from '../NetworkImage/NetworkImage'

/** A network in the network list; the active one is marked current. */
export function NetworkListItem({
  name,
  imageUrl,
  active = false,
  loading = false,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  name: string
  imageUrl?: string | undefined
  active?: boolean
  loading?: boolean
}) {
  const messages = useUiMessages()
  return (
    <ListItem
      {...rest}
      media={<NetworkImage name={name} src={imageUrl} size={32} />}
      label={name}
      current={active}
      currentLabel={messages.current()}
      loading={loading}
    />
  )
}
