import { useSyncExternalStore } from 'react'
import { LocaleProvider, MessagesGate, OpeningDialog, uiCatalogue } from '@gatehouse/ui'
import { bindingOf } from '../api/kitRegistry'
import type { AppKit } from '../api/types'

const catalogues = [uiCatalogue]

/**
 * What a press on `<appkit-button>` shows while the modal is on its way: the modal's frame, in the
 * visitor's language, which the modal's dialog takes the place of when it shows. Closing it cancels
 * the `open()` that waits for the kit. Its own small chunk, downloaded on the first intent just
 * before the kit's (see useOpeningDialog).
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
      <MessagesGate catalogues={catalogues} fallback={null}>
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
      </MessagesGate>
    </LocaleProvider>
  )
}
