import { formatAddress, formatBalance } from '@gatehouse/common'
import pageButtonCss from '../../styles/pageButton.css?inline'
import { useStyles } from '../../styles/useStyles'
import { Avatar } from '../Avatar/Avatar'
import { Icon } from '../Icon/Icon'
import { NetworkImage } from '../NetworkImage/NetworkImage'
import { Skeleton } from '../Skeleton/Skeleton'
import css from './accountButton.css?inline'

export interface AccountButtonProps {
  address: string
  /** Native balance as a decimal string; undefined while loading. */
  balance?: string | undefined
  symbol?: string | undefined
  showBalance?: boolean
  avatarUrl?: string | undefined
  /** The account's name (a registered or ENS name), shown instead of the shortened address. */
  name?: string | undefined
  /** Said instead of the balance on an unsupported network: "Switch network" in the page's language. */
  switchNetworkLabel: string
  /** The language tag balances are written in (English digits and separators without it). */
  locale?: string | undefined
  /** The network; undefined means the wallet is on an unsupported one. */
  networkName?: string | undefined
  networkImageUrl?: string | undefined
  /** AppKit's `disabled` attribute of `<appkit-account-button>`. */
  disabled?: boolean
  onClick?: () => void
  onIntent?: () => void
}

/** The host page's button once connected: network, balance and the account's name or shortened address. */
export function AccountButton(props: AccountButtonProps) {
  useStyles(pageButtonCss)
  useStyles(css)
  const showBalance = props.showBalance ?? true
  const unsupported = props.networkName === undefined
  return (
    <button
      type="button"
      className="gh-page-button gh-account-button"
      part="account-button"
      data-unsupported={unsupported}
      disabled={props.disabled}
      onClick={props.onClick}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
    >
      {showBalance && (
        <>
          {unsupported ? (
            <Icon name="warning" size={18} />
          ) : (
            <NetworkImage name={props.networkName as string} src={props.networkImageUrl} size={20} />
          )}
          <span className="gh-account-button__balance">
            {unsupported ? (
              props.switchNetworkLabel
            ) : props.balance === undefined ? (
              <Skeleton width={64} height={14} />
            ) : (
              <bdi>
                {`${formatBalance(props.balance, undefined, props.locale)} ${props.symbol ?? ''}`.trim()}
              </bdi>
            )}
          </span>
        </>
      )}
      <span className="gh-account-button__address">
        <Avatar address={props.address} src={props.avatarUrl} size={22} />
        <bdi>{props.name ?? formatAddress(props.address)}</bdi>
      </span>
    </button>
  )
}
