import type { Meta, StoryObj } from '@storybook/react-vite'
import { arbitrum } from '@gatehouse/common'
import { renderViewStory, storyConnectors, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/SwitchNetwork',
  component: ViewStory,
  args: {
    features,
    open: { view: 'SwitchNetwork' },
    data: { network: arbitrum },
    theme: 'dark',
    connectors: storyConnectors,
    connectedChainId: 1,
    outcome: 'pending',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta

export const WaitingForTheWallet: StoryObj<typeof meta> = {}
