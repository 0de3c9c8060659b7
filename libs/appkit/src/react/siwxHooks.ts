import { useCallback, useSyncExternalStore } from 'react'
import type { SIWXConfig, SIWXSession } from '@gatehouse/common'
import { useInstance } from './hooks'

const noSession = () => undefined

/** The sign-in implementation the host passed (`siwx`, or `siweConfig` adapted), as AppKit's hook gives it. */
export function useAppKitSIWX<T extends SIWXConfig = SIWXConfig>(): T | undefined {
  return useInstance('useAppKitSIWX').getSIWX() as T | undefined
}

/** What `useAppKitSIWXSession` returns. */
export interface AppKitSIWXSessionState {
  /** The active account's session (its fields, message and signature), undefined while it has none. */
  session: SIWXSession | undefined
  /** Ends the session (and disconnects when sign-in is required). */
  signOut: () => Promise<void>
}

/** The active account's sign-in session and a sign-out; re-renders when the session changes. */
export function useAppKitSIWXSession(): AppKitSIWXSessionState {
  const appkit = useInstance('useAppKitSIWXSession')
  const session = useSyncExternalStore(appkit.subscribeSIWXSession, appkit.getSIWXSession, noSession)
  const signOut = useCallback(() => appkit.signOutSIWX(), [appkit])
  return { session, signOut }
}
