import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { bindingOf } from '../api/kitRegistry'
import type { AppKit } from '../api/types'
import type OpeningDialogViewComponent from './OpeningDialogView'
import type { OpeningSupport } from './useOpeningList'

type OpeningDialogView = typeof OpeningDialogViewComponent

/**
 * A cache of code, not state: a chunk downloaded once (again after a failure), and what it gave
 * once it has arrived.
 */
function lazyCode<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined
  let loaded: T | undefined
  return {
    load(): Promise<T> {
      loading ??= load().then((code) => (loaded = code))
      loading.catch(() => {
        loading = undefined
      })
      return loading
    },
    loaded: (): T | undefined => loaded,
  }
}

// The frame's small chunk, downloaded on the first intent.
const openingDialogView = lazyCode(() => import('./OpeningDialogView').then((module) => module.default))
// What the frame's wallet list shares with the kit (see openingSupport): downloaded beside the frame's
// chunk, and handed to the frame (OpeningDialogView) so that it lists the wallets in its first render
// when it has arrived.
const openingSupport = lazyCode((): Promise<OpeningSupport> => import('./openingSupport'))

/**
 * The modal's frame that a press on Connect Wallet shows while the modal is on its way (the kit's
 * chunk downloading, or the modal rendering its first view): `preload` on the visitor's intent, `show`
 * on the press, and `View` to render while it shows. The modal's dialog takes its place when it shows
 * (see OpeningDialogView); `hide` closes it.
 */
export function useOpeningDialog(appkit: AppKit) {
  const [View, setView] = useState<OpeningDialogView>()
  // Read by work the press deferred: whether the visitor has closed the frame since.
  const showing = useRef(false)
  const hide = () => {
    showing.current = false
    setView(undefined)
  }
  return {
    View,
    /** Downloads the frame's code (a small chunk), and what its wallet list shares with the kit. */
    preload() {
      openingDialogView.load().catch(() => undefined)
      // Asked a microtask later, so that the frame's own chunk is asked for first: the frame paints
      // with the list's outline and lists the wallets once this has arrived too.
      queueMicrotask(() => void openingSupport.load().catch(() => undefined))
    },
    /** Shows the frame; true when it shows in this very frame (its code was there). */
    show(): boolean {
      // Once the modal is open, its dialog is showing or about to: no frame in front of it.
      if (appkit.getState().open) return false
      showing.current = true
      const view = openingDialogView.loaded()
      if (view) {
        setView(() => view)
        return true
      }
      openingDialogView.load().then((arrived) => {
        if (!showing.current) return
        // Rendered at once when its code arrives, ahead of the kit's chunks evaluating; once the kit
        // is there the modal is a render away (or has shown, and maybe closed): no frame then.
        if (bindingOf(appkit).loaded()) hide()
        else flushSync(() => setView(() => arrived))
      }, hide)
      return false
    },
    /** What the frame's wallet list shares with the kit, for the frame (OpeningDialogView). */
    openingSupport,
    /** Whether the frame is (still) showing or on its way. */
    isShowing: () => showing.current,
    hide,
  }
}
