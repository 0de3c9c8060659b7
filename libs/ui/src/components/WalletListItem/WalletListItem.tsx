import type { ButtonHTMLAttributes } from 'react'
import { ListItem } from '../ListItem/ListItem'
import { WalletImage } from '../WalletImage/WalletImage'

/** A wallet in a list: its logo (or monogram), name and a tag such as "Installed". */
export function WalletListItem({
  name,
  imageUrl,
  tag,
  loading,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  name: string
  imageUrl?: string | undefined
  tag?: string | undefined
  loading?: boolean
}) {
  return (
    <ListItem
      {...rest}
      media={<WalletImage name={name} src={imageUrl} size={40} />}
      label={name}
      tag={tag}
      loading={loading ?? false}
    />
  )
}
