import type { StorybookConfig } from '@storybook/react-vite'
import { mergeConfig } from 'vite'
import { sourceResolve } from '../vite.shared.ts'

/**
 * Every component (libs/ui) and every view (libs/appkit, and a feature package's own stories) for
 * designers and for the story tests.
 */
const config: StorybookConfig = {
  stories: [
    '../libs/ui/src/**/*.stories.tsx',
    '../libs/appkit/src/**/*.stories.tsx',
    '../libs/feature-*/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Wallet images the story catalogue links to by http URL (see apps/storykit/src/storyCatalogue.ts).
  staticDirs: [{ from: '../apps/storykit/images', to: '/story-images' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, sourceResolve),
}

export default config
