import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyConnectors, ViewStory } from '../../stories/ViewStory'

const meta = {
  title: 'Views/UnsupportedChain',
  component: ViewStory,
  args: {
    open: { view: 'UnsupportedChain' },
    theme: 'dark',
    connectors: storyConnectors,
    connectedChainId: 999,
  },
  render: (args, context) => (
    <ViewStory {...args} theme={context.globals.theme === 'light' ? 'light' : 'dark'} />
  ),
} satisfies Meta<typeof ViewStory>
export default meta

export const WalletOnAnUnknownNetwork: StoryObj<typeof meta> = {}
