import { formatAddress, formatBalance, safeUrl } from '@gatehouse/common'
import { useActiveNamespace, useCopy, useKit, useKitState } from '@gatehouse/controllers/react'
import {
  Avatar,
  Button,
  IconButton,
  NetworkBadge,
  Skeleton,
  Text,
  useLocale,
  WalletImage,
} from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'

/** Who is connected: avatar, name or address with copy, native balance, network and wallet. */
export function AccountIdentity(props: { address: string }) {
  const kit = useKit()
  const messages = useAppkitMessages()
  const { tag: locale } = useLocale()
  const identity = useKitState((k) => k.identity.state)
  const { copied, copy } = useCopy({
    copied: messages.addressCopied(),
    notAllowed: messages.copyNotAllowed(),
  })
  const account = useActiveNamespace()?.account
  const network = kit.chain.network()
  const connector = kit.connectedConnector()
  const { address } = props
  const name = identity.caipAddress === account?.caipAddress ? identity.name : undefined
  const avatar = safeUrl(identity.avatar, 'imgSrc')

  return (
    <div className="gh-account__identity">
      {avatar && name ? (
        <img className="gh-account__avatar" src={avatar} alt="" width={72} height={72} />
      ) : (
        <Avatar address={address} size={72} />
      )}
      <div className="gh-account__address">
        <Text as="p" variant="title">
          <bdi aria-hidden="true">{name ?? formatAddress(address)}</bdi>
          <span className="gh-visually-hidden">
            {name ? messages.nameAndAddress({ name, address }) : address}
          </span>
        </Text>
        <IconButton
          icon={copied ? 'check' : 'copy'}
          tone={copied ? 'success' : undefined}
          label={messages.copyAddress()}
          onClick={() => void copy(address)}
        />
      </div>
      {account?.balance !== undefined ? (
        <Text as="p" variant="body" tone="muted" className="gh-account__balance">
          <bdi>
            {formatBalance(account.balance, undefined, locale)} {account.balanceSymbol}
          </bdi>
        </Text>
      ) : account?.balanceLoading ? (
        <Skeleton width={140} height={22} />
      ) : (
        network && (
          <Button variant="ghost" size="sm" icon="refresh" onClick={() => void kit.refreshBalance(true)}>
            {messages.balanceRetry()}
          </Button>
        )
      )}
      <NetworkBadge
        name={network?.name}
        imageUrl={network?.assets?.imageUrl}
        onClick={() => kit.router.push(network ? 'Networks' : 'UnsupportedChain')}
        actionLabel={
          network ? messages.switchFromNetwork({ network: network.name }) : messages.switchFromUnsupported()
        }
      />
      {connector && (
        <Text as="p" variant="small" tone="muted" className="gh-account__wallet">
          <WalletImage name={connector.name} src={connector.imageUrl} size={16} />
          {messages.connectedWith({ wallet: connector.name })}
        </Text>
      )}
    </div>
  )
}
