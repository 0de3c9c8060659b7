/** A controller a lazily loaded feature keeps per kit; `destroy` runs when the kit is destroyed. */
export interface Extension {
  destroy?(): void
}

/**
 * Per-kit controllers of features loaded on demand (docs/architecture/runtime.md#extensions: no module-level state): a
 * feature asks for its controller by key and gets the same instance for the kit's whole life.
 */
export function createExtensions() {
  const instances = new Map<string, Extension>()
  return {
    /** The feature's controller, created on the first call. */
    use<T extends Extension>(key: string, create: () => T): T {
      let instance = instances.get(key)
      if (!instance) {
        instance = create()
        instances.set(key, instance)
      }
      return instance as T
    },
    destroy() {
      for (const instance of instances.values()) instance.destroy?.()
      instances.clear()
    },
  }
}

export type Extensions = ReturnType<typeof createExtensions>
