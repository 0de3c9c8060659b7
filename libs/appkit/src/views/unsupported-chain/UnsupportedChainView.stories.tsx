import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, storyConnectors, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/UnsupportedChain',
  component: ViewStory,
  args: {
    features,
    open: { view: 'UnsupportedChain' },
    theme: 'dark',
    connectors: storyConnectors,
    connectedChainId: 999,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta

export const WalletOnAnUnknownNetwork: StoryObj<typeof meta> = {}
