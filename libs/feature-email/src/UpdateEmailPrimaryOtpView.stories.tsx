import type { Meta, StoryObj } from '@storybook/react-vite'
import { emailConnectedStoryArgs, renderViewStory, storyEmailUser, ViewStory } from '@gatehouse/storykit'
import { emailFeature } from './manifest'

/** The e-mail change's code step for the current address (libs/feature-email), as the modal loads it. */
const meta = {
  title: 'Views/UpdateEmailPrimaryOtp',
  component: ViewStory,
  args: {
    features: [emailFeature],
    open: { view: 'UpdateEmailPrimaryOtp' },
    ...emailConnectedStoryArgs,
    embeddedWallet: {
      frame: 'ready',
      user: storyEmailUser,
      emailUpdate: { email: 'ada@new.example.com', step: 'primary' },
    },
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const WaitingForCode: Story = {}
