import { useStyles } from '../../styles/useStyles'
import { Skeleton } from '../Skeleton/Skeleton'
import css from './walletCard.css?inline'

/**
 * A wallet tile while the grid loads: the card's size and shape, hidden from assistive technology
 * (the grid around it says that it is loading).
 */
export function WalletCardSkeleton() {
  useStyles(css)
  return (
    <span className="gh-wallet-card" data-skeleton="true" aria-hidden="true">
      <Skeleton width={52} height={52} radius="m" />
      <Skeleton width={48} height={12} radius="xs" />
    </span>
  )
}
