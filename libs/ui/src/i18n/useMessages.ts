import { useEffect, useState } from 'react'
import { loadCatalogue, loadedCatalogue, type Catalogue } from '@gatehouse/common'
import { useLocale } from './LocaleContext'

/**
 * A catalogue's messages in the surrounding language. Owners load catalogues before they render
 * (the modal before it mounts, a feature behind `MessagesGate`), so this is a synchronous read; should
 * the language's chunk not be there yet, English shows until it arrives.
 */
export function useMessages<Messages>(catalogue: Catalogue<Messages>): Messages {
  const { locale } = useLocale()
  const ready = loadedCatalogue(catalogue, locale)
  const [, setArrived] = useState(0)
  useEffect(() => {
    if (ready !== undefined) return
    let current = true
    loadCatalogue(catalogue, locale).then(
      () => current && setArrived((count) => count + 1),
      (error: unknown) => console.error(`[gatehouse] the ${catalogue.name} messages failed to load`, error),
    )
    return () => {
      current = false
    }
  }, [catalogue, locale, ready])
  return ready ?? catalogue.source
}
