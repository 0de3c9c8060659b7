import { defineConfig, mergeConfig } from 'vitest/config'
import { libraryTestConfig } from '../../vite.shared.ts'

export default mergeConfig(
  libraryTestConfig('node'),
  defineConfig({
    // Inlined, so that `vi.resetModules()` gives each simulated page load its own Wallet Standard registry.
    test: { server: { deps: { inline: ['@wallet-standard/app'] } } },
  }),
)
