import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { onrampFeature } from './manifest'

/** The on-ramp feature's wait while the provider's checkout window is open (libs/feature-onramp). */
const meta = {
  title: 'Views/BuyInProgress',
  component: ViewStory,
  args: {
    features: [onrampFeature],
    open: { view: 'BuyInProgress' },
    ...connectedStoryArgs,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Waiting: Story = {}
