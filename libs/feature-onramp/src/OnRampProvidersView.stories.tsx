import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { onrampFeature } from './manifest'

/** The on-ramp feature's provider list (libs/feature-onramp), as the modal loads it. */
const meta = {
  title: 'Views/OnRampProviders',
  component: ViewStory,
  args: {
    features: [onrampFeature],
    open: { view: 'OnRampProviders' },
    ...connectedStoryArgs,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Providers: Story = {}
