import { useEffect, useState, type ComponentType } from 'react'

type Loader = () => Promise<{ default: ComponentType }>

// Code, once loaded, is the same for every kit on the page: keep it so a view opens at once next time.
const loadedComponents = new Map<string, ComponentType>()

/**
 * Loads a component ahead of its first render (the modal's Connect view, with the modal's own code),
 * so the render that needs it has it at once. Fails as the import fails.
 */
export async function preloadComponent(key: string, load: Loader): Promise<void> {
  if (loadedComponents.has(key)) return
  loadedComponents.set(key, (await load()).default)
}

/**
 * The component a dynamic import gives, once it has arrived (undefined until then); a failed import
 * is thrown during render so the surrounding error boundary can offer a retry. Unlike React.lazy
 * with Suspense, nothing holds the content back once the code is there (React keeps a fallback on
 * screen for at least 300 ms), so a view or tab appears as soon as its chunk has loaded.
 */
export function useLoadedComponent(key: string, load: Loader): ComponentType | undefined {
  const [state, setState] = useState<{ key: string; failure?: unknown }>({ key })
  const [, setArrived] = useState(0)

  useEffect(() => {
    if (loadedComponents.has(key)) return
    let current = true
    load().then(
      (module) => {
        loadedComponents.set(key, module.default)
        if (current) setArrived((count) => count + 1)
      },
      (failure: unknown) => {
        if (current) setState({ key, failure })
      },
    )
    return () => {
      current = false
    }
    // `load` belongs to `key`: a new key brings its own loader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])

  if (state.key === key && state.failure !== undefined) throw state.failure
  return loadedComponents.get(key)
}
