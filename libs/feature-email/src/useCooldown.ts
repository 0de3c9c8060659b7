import { useEffect, useState } from 'react'

/**
 * Seconds left of a cooldown, counting down once a second while it runs (`left` reads the seconds
 * remaining at a given time; it changes when the cooldown starts again).
 */
export function useCooldown(left: (at: number) => number, restartedAt: number | undefined): number {
  const [seconds, setSeconds] = useState(() => left(Date.now()))
  useEffect(() => {
    setSeconds(left(Date.now()))
    const timer = setInterval(() => {
      const remaining = left(Date.now())
      setSeconds(remaining)
      if (remaining === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [left, restartedAt])
  return seconds
}
