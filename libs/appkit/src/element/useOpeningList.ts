import { useEffect, useMemo, useRef, useState } from 'react'
import type { OpeningList } from '@gatehouse/ui'
import { bindingOf } from '../api/kitRegistry'
import type { AppKit } from '../api/types'
import { openingMessages } from '../i18n/compiled/opening'
import { handOverChoice } from './handOverChoice'
import type * as OpeningSupportModule from './openingSupport'
import { useAnnouncedWallets } from './useAnnouncedWallets'

/** What the frame's wallet list shares with the kit (see openingSupport). */
export type OpeningSupport = typeof OpeningSupportModule

/**
 * What the list shares with the kit (see openingSupport), downloaded by the page's button beside the
 * frame's chunk and handed in (an import of the page's first bundle from here would cost the page).
 */
export interface OpeningSupportSource {
  load: () => Promise<OpeningSupport>
  loaded: () => OpeningSupport | undefined
}

/** The frame's key of the WalletConnect row (an installed wallet's is its rdns, which has dots). */
const walletConnectKey = 'walletConnect'

/** The frame's wallet list, and what takes back a wallet pressed in it. */
export interface OpeningListSource {
  /** Undefined when the frame cannot know the Connect view's list (it shows the list's outline). */
  list: OpeningList | undefined
  /** The visitor closed the frame: the modal does not go on with the wallet pressed in it. */
  dropChoice: () => void
}

/**
 * The wallets the modal's frame lists, as the Connect view will list them (see openingPlan): the
 * WalletConnect row and the wallets installed in this browser, in the visitor's language, once the
 * code it shares with the kit has arrived (the frame shows the list's outline until then). A press
 * marks the row and hands the choice to the kit, which opens that wallet's connecting view once the
 * modal is there.
 */
export function useOpeningList(appkit: AppKit, source: OpeningSupportSource): OpeningListSource {
  const binding = bindingOf(appkit)
  const [support, setSupport] = useState(source.loaded)
  useEffect(() => {
    if (support) return
    let current = true
    source.load().then(
      (arrived) => current && setSupport(arrived),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [support, source])
  const announced = useAnnouncedWallets(support?.readAnnouncement)
  const [chosen, setChosen] = useState<string>()
  const drop = useRef<() => void>(undefined)
  const { locale } = binding.locale()
  return useMemo(() => {
    const dropChoice = () => drop.current?.()
    const { options, hasRecentWallets } = binding.opening()
    const plan = support?.openingPlan(options, { mobile: support.isMobileBrowser(), hasRecentWallets })
    // No wallet announced itself: the Connect view may open on the e-mail login (docs/reference/limits.md#connect-order).
    if (!support || !plan || announced.length === 0) return { list: undefined, dropChoice }
    const words = openingMessages[locale]
    const list: OpeningList = {
      label: words.openingWallets,
      wallets: [
        { name: 'WalletConnect', key: walletConnectKey, tag: words.openingQrCode },
        ...announced.map((wallet) => ({ ...wallet, key: wallet.rdns, tag: words.openingInstalled })),
      ].map((wallet) => ({ ...wallet, hue: support.hueFromString(wallet.name) })),
      pendingRows: plan.pendingRows,
      sections: plan.sections,
      chosen,
      onChoose(key) {
        setChosen(key)
        dropChoice()
        const choice = key === walletConnectKey ? { walletConnect: true as const } : { rdns: key }
        drop.current = handOverChoice(binding, choice)
      },
    }
    return { list, dropChoice }
  }, [support, announced, chosen, locale, binding])
}
