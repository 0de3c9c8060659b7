import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, ViewStory } from '@gatehouse/storykit'
import { emailFeature } from './manifest'

/** The e-mail login's device approval step (libs/feature-email), as the modal loads it. */
const meta = {
  title: 'Views/EmailVerifyDevice',
  component: ViewStory,
  args: {
    features: [emailFeature],
    open: { view: 'EmailVerifyDevice' },
    theme: 'dark',
    embeddedWallet: { frame: 'ready', pendingEmail: 'ada@example.com' },
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const WaitingForApproval: Story = {}
