import { ErrorMessage } from '@gatehouse/common'
import { useKit } from '@gatehouse/controllers/react'

/**
 * The views' Disconnect button: disconnects (the kit returns the modal to Connect), says so in a toast
 * if a wallet failed to let go, then runs `after` (for example closing the modal). The toast says
 * 'Failed to disconnect' in the visitor's language; the wallets' own reasons go to the console.
 */
export function useDisconnectAction(after?: () => void) {
  const kit = useKit()
  return async () => {
    try {
      await kit.disconnect()
    } catch (error) {
      console.warn('[gatehouse] a wallet did not disconnect', error)
      kit.toast.show(ErrorMessage.failedToDisconnect, 'error')
    }
    after?.()
  }
}
