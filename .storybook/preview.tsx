import type { Preview } from '@storybook/react-vite'
import { resolveLocale } from '@gatehouse/common'
import { storyFeatures, StoryModalProvider, type StoryFeatures } from '@gatehouse/storykit'
import { LocaleProvider, ThemeRoot } from '@gatehouse/ui'
import { storyModal } from '../libs/appkit/src/stories/storyModal'
import { loadStoryMessages } from './storyMessages'

const localeOf = (globals: Record<string, unknown>) =>
  typeof globals.locale === 'string' ? globals.locale : 'en'

/**
 * Every story renders inside the theme, light or dark from the toolbar (dark by default, as the
 * modal), and in the language picked in the toolbar (English by default; Arabic lays it out right to
 * left). A view story (the story kit's ViewStory, in libs/appkit or a feature's package) renders the
 * modal given here, with the features its args name.
 */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme mode',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية (right to left)' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  parameters: { layout: 'fullscreen' },
  loaders: [
    async ({ globals, args }) =>
      loadStoryMessages(localeOf(globals), storyFeatures(args as StoryFeatures, storyModal.kitFeatures)),
  ],
  decorators: [
    (Story, context) => {
      const locale = resolveLocale(localeOf(context.globals))
      return (
        <LocaleProvider value={locale}>
          <ThemeRoot
            mode={context.globals.theme === 'light' ? 'light' : 'dark'}
            lang={locale.tag}
            dir={locale.dir}
          >
            <main style={{ minHeight: '100vh', padding: 24, background: 'var(--gh-color-bg)' }}>
              <StoryModalProvider modal={storyModal}>
                <Story />
              </StoryModalProvider>
            </main>
          </ThemeRoot>
        </LocaleProvider>
      )
    },
  ],
}

export default preview
