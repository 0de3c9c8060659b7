import { useSyncExternalStore } from 'react'
import { LocaleProvider, OpeningDialog } from '@gatehouse/ui'
import { bindingOf } from '../api/kitRegistry'
import type { AppKit } from '../api/types'

/**
 * What a press on `<appkit-button>` shows while the modal is on its way: the modal's frame, which the
 * modal's dialog takes the place of when it shows. Its title is in the visitor's language from the
 * page's words; Close's label is English until the UI messages in that language have arrived, so
 * that the frame never waits for them. Closing it cancels the `open()` that waits for the kit. Its
 * own small chunk, downloaded on the first intent beside the kit's (see useOpeningDialog).
 */
export default function OpeningDialogView(props: {
  appkit: AppKit
  open: boolean
  title: string
  onGone: () => void
}) {
  const binding = bindingOf(props.appkit)
  const locale = useSyncExternalStore(binding.subscribeLocale, binding.locale)
  return (
    <LocaleProvider value={locale}>
      <OpeningDialog
        open={props.open}
        title={props.title}
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
    </LocaleProvider>
  )
}
