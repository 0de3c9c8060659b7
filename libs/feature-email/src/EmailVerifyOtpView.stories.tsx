import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, ViewStory } from '@gatehouse/storykit'
import { emailFeature } from './manifest'

/** The e-mail login's code step (libs/feature-email), as the modal loads it. */
const meta = {
  title: 'Views/EmailVerifyOtp',
  component: ViewStory,
  args: {
    features: [emailFeature],
    open: { view: 'EmailVerifyOtp' },
    theme: 'dark',
    embeddedWallet: { frame: 'ready', pendingEmail: 'ada@example.com' },
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

/** A code may be asked for again. */
export const ResendAvailable: Story = {}
/** Just sent: resend counts the 30 s cooldown down. */
export const ResendCoolingDown: Story = {
  args: {
    embeddedWallet: { frame: 'ready', pendingEmail: 'ada@example.com', lastEmailLoginAt: Date.now() },
  },
}
