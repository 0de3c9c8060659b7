import { useEffect, useState } from 'react'
import type { Nft } from '@gatehouse/controllers'
import { useActiveNamespace, useKit } from '@gatehouse/controllers/react'
import { Logo, SkeletonRows, StatusMessage } from '@gatehouse/ui'
import { useAppkitMessages } from '../../i18n/appkitMessages'

type NftsLoad = { status: 'loading' } | { status: 'ready'; nfts: Nft[] } | { status: 'failed' }

/** The NFTs tab: the collectibles the account holds on the active network, spam left out. */
export function NftsTab() {
  const kit = useKit()
  const messages = useAppkitMessages()
  const account = useActiveNamespace()?.account
  const [load, setLoad] = useState<NftsLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const network = kit.chain.network()
    const address = account?.address
    if (!network || !address) return
    let current = true
    setLoad({ status: 'loading' })
    kit.blockchain
      .nfts({ address, chainId: network.caipNetworkId })
      .then((nfts) => current && setLoad({ status: 'ready', nfts: nfts.filter((nft) => !nft.flags.is_spam) }))
      .catch((error: unknown) => {
        console.warn('[gatehouse] could not read the NFTs', error)
        if (current) setLoad({ status: 'failed' })
      })
    return () => {
      current = false
    }
  }, [kit, account?.address, account?.caipAddress, attempt])

  if (load.status === 'loading') {
    return <SkeletonRows label={messages.loadingNfts()} className="gh-account__nfts" height={120} />
  }
  if (load.status === 'failed') {
    return (
      <StatusMessage
        tone="error"
        title={messages.nftsUnavailableTitle()}
        description={messages.nftsUnavailableText()}
        actionLabel={messages.tryAgain()}
        onAction={() => setAttempt((value) => value + 1)}
      />
    )
  }
  if (load.nfts.length === 0) {
    return <StatusMessage tone="neutral" title={messages.noNftsTitle()} description={messages.noNftsText()} />
  }
  return (
    <ul className="gh-account__nfts" aria-label={messages.tabNfts()}>
      {load.nfts.map((nft) => (
        <li key={`${nft.collection.address}:${nft.tokenId}`} className="gh-account__nft">
          <Logo name={nft.collection.name} src={nft.imageUrl} size={96} radius="var(--gh-radius-m)" />
          <span className="gh-account__nft-name">{nft.name}</span>
          <span className="gh-account__nft-collection">{nft.collection.name}</span>
        </li>
      ))}
    </ul>
  )
}
