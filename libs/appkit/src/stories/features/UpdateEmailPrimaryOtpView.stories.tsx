import type { Meta, StoryObj } from '@storybook/react-vite'
import { emailConnectedStoryArgs, storyEmailUser } from '@gatehouse/storykit'
import { renderViewStory, ViewStory } from '../ViewStory'

/** The e-mail change's code step for the current address (libs/feature-email), as the modal loads it. */
const meta = {
  title: 'Views/UpdateEmailPrimaryOtp',
  component: ViewStory,
  args: {
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
