import { useCallback, useState } from 'react'

/** Runs one async action at a time for a control, keeping which one runs and its error for the screen. */
export function useAction() {
  const [running, setRunning] = useState<string>()
  const [error, setError] = useState<string>()
  const run = useCallback(async (name: string, action: () => Promise<unknown>): Promise<boolean> => {
    setRunning(name)
    setError(undefined)
    try {
      await action()
      return true
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
      return false
    } finally {
      setRunning(undefined)
    }
  }, [])
  return { running, error, run }
}
