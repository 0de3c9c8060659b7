import type { Meta, StoryObj } from '@storybook/react-vite'
import { storyConnectors, renderViewStory, ViewStory } from '../../stories/ViewStory'

const meta = {
  title: 'Views/UnsupportedChain',
  component: ViewStory,
  args: {
    open: { view: 'UnsupportedChain' },
    theme: 'dark',
    connectors: storyConnectors,
    connectedChainId: 999,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta

export const WalletOnAnUnknownNetwork: StoryObj<typeof meta> = {}
