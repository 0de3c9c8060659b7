import { useEffect, useRef, useState, type ReactNode } from 'react'
import { loadCatalogue, loadedCatalogue, type Catalogue, type LocaleSetting } from '@gatehouse/common'
import { LocaleProvider, useLocale } from './LocaleContext'

/**
 * Shows `fallback` until the catalogues' messages in the surrounding language have arrived, then the
 * children, so a lazily loaded part never flashes English first. When the language changes later,
 * the children stay (in the language they had) until the new messages arrive: a view never
 * unmounts, so a flow under way (a code being typed, a sign-in link being watched) goes on. A failed
 * first load is thrown while rendering, for the surrounding error boundary to offer a retry; a failed
 * later one leaves the children in their language.
 */
export function MessagesGate(props: {
  catalogues: readonly Catalogue<unknown>[]
  fallback: ReactNode
  children?: ReactNode
}) {
  const setting = useLocale()
  const { locale } = setting
  const { catalogues } = props
  const ready = catalogues.every((catalogue) => loadedCatalogue(catalogue, locale) !== undefined)
  const [state, setState] = useState<{ locale: string; failure?: unknown }>({ locale })
  const [, setArrived] = useState(0)
  // The last language the children were shown in.
  const shown = useRef<LocaleSetting | undefined>(undefined)
  if (ready) shown.current = setting

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

  if (shown.current === undefined) {
    if (state.locale === locale && state.failure !== undefined) throw state.failure
    return props.fallback
  }
  return <LocaleProvider value={shown.current}>{props.children}</LocaleProvider>
}
