import { useCallback, useEffect, useRef, useState } from 'react'
import { describeWalletError, type Connector } from '@gatehouse/controllers'
import { useKit } from '@gatehouse/controllers/react'
import { isUserRejection } from '@gatehouse/common'

export type ConnectAttempt =
  { state: 'connecting' } | { state: 'rejected' } | { state: 'failed'; message: string }

/**
 * Asks the wallet to connect when the view opens (once, also under StrictMode) and again on retry.
 * On success the modal closes; the kit opens UnsupportedChain instead if the wallet is on an
 * unsupported network.
 */
export function useConnectOnce(connector: Connector | undefined) {
  const kit = useKit()
  const [attempt, setAttempt] = useState<ConnectAttempt>({ state: 'connecting' })
  const started = useRef(false)

  const connect = useCallback(async () => {
    if (!connector) return
    setAttempt({ state: 'connecting' })
    try {
      await kit.connection.connect(connector)
      if (kit.mustLeaveUnsupportedNetwork()) kit.router.reset('UnsupportedChain')
      else kit.close()
    } catch (error) {
      setAttempt(
        isUserRejection(error)
          ? { state: 'rejected' }
          : { state: 'failed', message: describeWalletError(error) },
      )
    }
  }, [kit, connector])

  useEffect(() => {
    if (started.current) return
    started.current = true
    void connect()
  }, [connect])

  return { attempt, retry: connect }
}
