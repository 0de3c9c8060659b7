import type { ComponentType, ReactNode } from 'react'
import { useViewRegistry } from '../views/RegistryContext'
import type { RegistryName } from '../views/registryShape'
import { useLoadedComponent } from './useLoadedComponent'

/** A lazy entry: `fallback` until its chunk has arrived. A new `cacheKey` imports it again. */
function LazyComponent(props: {
  cacheKey: string
  load: () => Promise<{ default: ComponentType }>
  fallback: ReactNode
}) {
  const Loaded = useLoadedComponent(props.cacheKey, props.load)
  return Loaded ? <Loaded /> : props.fallback
}

/**
 * A view or tab of the registry: at once when its code is there (preloaded, or shown before), else
 * behind `fallback` while its chunk loads. A failed load is thrown for the surrounding error boundary, which offers a retry.
 */
export function RegistryComponent(props: { name: RegistryName; cacheKey?: string; fallback: ReactNode }) {
  const entry = useViewRegistry()[props.name]
  if (!entry) throw new Error(`No view ${props.name}`)
  return <LazyComponent cacheKey={props.cacheKey ?? props.name} load={entry.load} fallback={props.fallback} />
}
