import { useEffect, useState } from 'react'
import {
  loadCatalogue,
  loadedCatalogue,
  resolveLocale,
  type Catalogue,
  type LocaleSetting,
} from '@gatehouse/common'
import { useKitState } from '@gatehouse/controllers/react'
import { uiCatalogue } from '@gatehouse/ui'
import { appkitCatalogue } from './appkitCatalogue'

const modalCatalogues: readonly Catalogue<unknown>[] = [uiCatalogue, appkitCatalogue]
const isLoaded = (setting: LocaleSetting) =>
  modalCatalogues.every((catalogue) => loadedCatalogue(catalogue, setting.locale) !== undefined)

/**
 * The language the modal shows: the kit's, once the modal's messages in it have arrived. Until the
 * first language is there, undefined (the modal waits, rather than flash English); after a change the
 * previous language stays until the new one is ready. Should the messages fail to load, English.
 */
export function useModalLocale(): LocaleSetting | undefined {
  const requested = useKitState((kit) => kit.options.state).locale
  const [shown, setShown] = useState<LocaleSetting | undefined>(() =>
    isLoaded(requested) ? requested : undefined,
  )

  useEffect(() => {
    if (shown === requested) return
    let current = true
    Promise.all(modalCatalogues.map((catalogue) => loadCatalogue(catalogue, requested.locale))).then(
      () => current && setShown(requested),
      (error: unknown) => {
        console.error(`[gatehouse] the ${requested.locale} messages failed to load; showing English`, error)
        if (current) setShown((previous) => previous ?? resolveLocale(undefined))
      },
    )
    return () => {
      current = false
    }
  }, [requested, shown])

  return shown
}
