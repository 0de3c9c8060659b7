import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { ViewRegistry } from './registryShape'

const RegistryContext = createContext<ViewRegistry | undefined>(undefined)

/** Hands the view registry to the views below (the modal does), so views it loads can read it. */
export function RegistryProvider(props: { registry: ViewRegistry; children?: ReactNode }) {
  return createElement(RegistryContext.Provider, { value: props.registry }, props.children)
}

/** The view registry of the surrounding modal. */
export function useViewRegistry(): ViewRegistry {
  const registry = useContext(RegistryContext)
  if (!registry) throw new Error('useViewRegistry must be used inside the modal (RegistryProvider)')
  return registry
}
