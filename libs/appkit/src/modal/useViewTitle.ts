import { useEffect, useState } from 'react'
import { loadCatalogue } from '@gatehouse/common'
import type { FeatureCode, RouterData } from '@gatehouse/controllers'
import { useLocale } from '@gatehouse/ui'
import type { AppkitMessages } from '../i18n/appkitMessages'
import { loadFeature } from '../views/loadedFeatures'
import { titleIn, type RegistryName, type ViewRegistry } from '../views/registryShape'

/**
 * The header's title of a view in the modal's language. A feature's view is titled from the feature's
 * own messages, which arrive with its code (the view shows its skeleton until then): the title follows
 * when they are there, in the language of the moment.
 */
export function useViewTitle(
  registry: ViewRegistry,
  name: RegistryName,
  data: RouterData | undefined,
  messages: AppkitMessages,
) {
  const { locale } = useLocale()
  const [, arrived] = useState(0)
  const feature = registry[name]?.feature
  useEffect(() => {
    if (!feature) return
    let current = true
    loadFeature(feature)
      .then((code) => loadCatalogue((code as FeatureCode<unknown>).messages, locale))
      // A failed load is the view's to show (with its retry); the title stays empty meanwhile.
      .then(
        () => current && arrived((count) => count + 1),
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [feature, locale])
  return titleIn(registry, name, messages, data, locale)
}
