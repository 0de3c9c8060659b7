import { OpeningDialog } from '@gatehouse/ui'
import { bindingOf } from '../api/kitRegistry'
import type { AppKit } from '../api/types'

/**
 * What a press on `<appkit-button>` shows while the modal is on its way: the modal's frame, in the
 * visitor's language (the page's words), which the modal's dialog takes the place of when it shows.
 * Closing it cancels the `open()` that waits for the kit. Its own small chunk, downloaded on the
 * first intent beside the kit's (see useOpeningDialog).
 */
export default function OpeningDialogView(props: {
  appkit: AppKit
  title: string
  closeLabel: string
  onGone: () => void
}) {
  const binding = bindingOf(props.appkit)
  return (
    <OpeningDialog
      open
      title={props.title}
      closeLabel={props.closeLabel}
      onRequestClose={() => {
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
