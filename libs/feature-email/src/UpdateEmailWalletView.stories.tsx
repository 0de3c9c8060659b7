import type { Meta, StoryObj } from '@storybook/react-vite'
import { emailConnectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { emailFeature } from './manifest'

/** The e-mail change's first step, the new address (libs/feature-email), as the modal loads it. */
const meta = {
  title: 'Views/UpdateEmailWallet',
  component: ViewStory,
  args: {
    features: [emailFeature],
    open: { view: 'UpdateEmailWallet' },
    ...emailConnectedStoryArgs,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const NewAddress: Story = {}
