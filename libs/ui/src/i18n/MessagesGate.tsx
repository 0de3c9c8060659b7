import { useEffect, useState, type ReactNode } from 'react'
import { loadCatalogue, loadedCatalogue, type Catalogue } from '@gatehouse/common'
import { useLocale } from './LocaleContext'

/**
 * Shows `fallback` until the catalogues' messages in the surrounding language have arrived, then the
 * children, so a lazily loaded part never flashes English first. A failed load is thrown while
 * rendering, for the surrounding error boundary to offer a retry.
 */
export function MessagesGate(props: {
  catalogues: readonly Catalogue<unknown>[]
  fallback: ReactNode
  children?: ReactNode
}) {
  const { locale } = useLocale()
  const { catalogues } = props
  const ready = catalogues.every((catalogue) => loadedCatalogue(catalogue, locale) !== undefined)
  const [state, setState] = useState<{ locale: string; failure?: unknown }>({ locale })
  const [, setArrived] = useState(0)

  useEffect(() => {
    if (ready) return
    let current = true
    Promise.all(catalogues.map((catalogue) => loadCatalogue(catalogue, locale))).then(
      () => current && setArrived((count) => count + 1),
      (failure: unknown) => current && setState({ locale, failure }),
    )
    return () => {
      current = false
    }
  }, [catalogues, locale, ready])

  if (!ready && state.locale === locale && state.failure !== undefined) throw state.failure
  return ready ? props.children : props.fallback
}
