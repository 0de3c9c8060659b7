import { OpeningDialog } from '@gatehouse/ui'
import { bindingOf } from '../api/kitRegistry'
import type { AppKit } from '../api/types'
import type { OpeningSupportSource } from './useOpeningList'
import { useOpeningList } from './useOpeningList'

/**
 * What a press on `<appkit-button>` shows while the modal is on its way: the modal's frame, in the
 * visitor's language (the page's words), with the wallets found in this browser as soon as it knows
 * the Connect view will list them so (useOpeningList), which the modal's dialog takes the place of
 * when it shows. Closing it cancels the `open()` that waits for the kit, and a wallet pressed in it.
 * Its own small chunk, downloaded on the first intent beside the kit's (see useOpeningDialog).
 */
export default function OpeningDialogView(props: {
  appkit: AppKit
  title: string
  closeLabel: string
  onGone: () => void
  support: OpeningSupportSource
}) {
  const binding = bindingOf(props.appkit)
  const { list, dropChoice } = useOpeningList(props.appkit, props.support)
  return (
    <OpeningDialog
      open
      title={props.title}
      closeLabel={props.closeLabel}
      list={list}
      onRequestClose={() => {
        dropChoice()
        binding.cancelOpen()
        props.onGone()
      }}
      onShown={(dismiss) =>
        binding.showOpening(() => {
          const showing = dismiss()
          props.onGone()
          return showing
        })
      }
    />
  )
}
