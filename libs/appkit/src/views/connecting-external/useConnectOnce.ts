import { useCallback, useEffect, useRef, useState } from 'react'
import { describeWalletError, type ConnectFailure, type Connector } from '@gatehouse/controllers'
import { useKit, useKitState } from '@gatehouse/controllers/react'

/** Where the visitor's attempt stands: waiting for the wallet, connected, or failed (and why). */
export type ConnectAttempt =
  | { state: 'connecting' }
  | { state: 'connected' }
  | { state: 'failed'; failure: Pick<ConnectFailure, 'rejected' | 'timedOut' | 'message'> }

/**
 * Asks the wallet to connect when the view opens (once, also under StrictMode) and again on retry.
 * On success the modal closes; the kit opens UnsupportedChain instead if the wallet is on an
 * unsupported network. Why an attempt failed comes from the connection controller, so a wallet that
 * answers after the 30 s timeout still counts: a late approval connects and closes the modal, a late
 * refusal replaces the "no answer" message.
 */
export function useConnectOnce(connector: Connector | undefined) {
  const kit = useKit()
  const connection = useKitState((k) => k.connection.state)
  const [settled, setSettled] = useState<'no' | 'failed'>('no')
  const [fallback, setFallback] = useState<string>()
  const started = useRef(false)

  const finish = useCallback(() => {
    if (kit.mustLeaveUnsupportedNetwork()) kit.router.reset('UnsupportedChain')
    // Sign-in may already ask for a signature on the new account: that view stays.
    else if (kit.router.state.view !== 'SIWXSignMessage') kit.close()
  }, [kit])

  const connect = useCallback(async () => {
    if (!connector) return
    setSettled('no')
    try {
      await kit.connection.connect(connector)
      finish()
    } catch (error) {
      // The controller says why (see below); this covers a failure before it could.
      if (kit.connection.state.lastFailure?.connectorId !== connector.id)
        setFallback(describeWalletError(error))
      setSettled('failed')
    }
  }, [kit, connector, finish])

  useEffect(() => {
    if (started.current) return
    started.current = true
    void connect()
  }, [connect])

  const namespace = connector ? connection.namespaces[connector.chain] : undefined
  const connectedHere = namespace?.status === 'connected' && namespace.connectorId === connector?.id
  const lateApproval = settled === 'failed' && connectedHere && connection.lastFailure === undefined
  useEffect(() => {
    if (lateApproval) finish()
  }, [lateApproval, finish])

  let attempt: ConnectAttempt = { state: 'connecting' }
  if (lateApproval) attempt = { state: 'connected' }
  else if (settled === 'failed') {
    const failure = connection.lastFailure
    attempt = {
      state: 'failed',
      failure:
        failure && failure.connectorId === connector?.id
          ? failure
          : { rejected: false, timedOut: false, message: fallback ?? '' },
    }
  }
  return { attempt, retry: connect }
}
