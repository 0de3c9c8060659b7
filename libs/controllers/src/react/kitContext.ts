import { createContext, createElement, useContext, type ReactNode } from 'react'
import { useSnapshot } from 'valtio/react'
import type { Kit } from '../kit/createControllers'

const KitContext = createContext<Kit | undefined>(undefined)

/** Makes a kit instance available to the views below it. */
export function KitProvider(props: { kit: Kit; children?: ReactNode }) {
  return createElement(KitContext.Provider, { value: props.kit }, props.children)
}

/** The kit instance of the surrounding `KitProvider` (the modal's own views; features use `useFeatureContext`). */
export function useKit(): Kit {
  const kit = useContext(KitContext)
  if (!kit) throw new Error('useKit must be used inside a KitProvider')
  return kit
}

/** A render-tracking snapshot of one controller's state, for example `useKitState((kit) => kit.chain.state)`. */
export function useKitState<T extends object>(select: (kit: Kit) => T) {
  return useSnapshot(select(useKit()))
}
