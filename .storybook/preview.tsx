import type { Preview } from '@storybook/react-vite'
import { ThemeRoot } from '@gatehouse/ui'

/** Every story renders inside the theme, light or dark from the toolbar (dark by default, as the modal). */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, context) => (
      <ThemeRoot mode={context.globals.theme === 'light' ? 'light' : 'dark'}>
        <main style={{ minHeight: '100vh', padding: 24, background: 'var(--gh-color-bg)' }}>
          <Story />
        </main>
      </ThemeRoot>
    ),
  ],
}

export default preview
