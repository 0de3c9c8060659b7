import { ErrorMessage } from '@gatehouse/common'
import { useKit } from '@gatehouse/controllers/react'

/**
 * The views' Disconnect button: disconnects (the kit returns the modal to Connect), says so in a toast
 * if a wallet failed to let go, then runs `after` (for example closing the modal).
 */
export function useDisconnectAction(after?: () => void) {
  const kit = useKit()
  return async () => {
    try {
      await kit.disconnect()
    } catch (error) {
      kit.toast.show(error instanceof Error ? error.message : ErrorMessage.failedToDisconnect, 'error')
    }
    after?.()
  }
}
