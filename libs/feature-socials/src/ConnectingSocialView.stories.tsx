import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, ViewStory } from '@gatehouse/storykit'
import { socialsFeature } from './manifest'

/** The social login's popup view (libs/feature-socials), as the modal loads it, in each of its states. */
const meta = {
  title: 'Views/ConnectingSocial',
  component: ViewStory,
  args: {
    features: [socialsFeature],
    open: { view: 'ConnectingSocial' },
    theme: 'dark',
    socialLogin: { provider: 'google', status: 'waiting' },
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const WaitingForThePopup: Story = {}
export const Starting: Story = { args: { socialLogin: { provider: 'x', status: 'starting' } } }
export const Redirecting: Story = {
  args: { socialLogin: { provider: 'apple', status: 'waiting', redirect: true } },
}
export const Authenticating: Story = { args: { socialLogin: { provider: 'github', status: 'connecting' } } }
export const Cancelled: Story = { args: { socialLogin: { provider: 'discord', status: 'cancelled' } } }
export const ConsentDenied: Story = {
  args: { socialLogin: { provider: 'google', status: 'failed', problem: 'access_denied' } },
}
export const ProviderDown: Story = {
  args: { socialLogin: { provider: 'facebook', status: 'failed', problem: 'provider_unavailable' } },
}
export const InvalidState: Story = {
  args: { socialLogin: { provider: 'x', status: 'failed', problem: 'invalid_state' } },
}
export const InvalidCode: Story = {
  args: { socialLogin: { provider: 'github', status: 'failed', problem: 'invalid_code' } },
}
export const ConnectFailed: Story = {
  args: { socialLogin: { provider: 'google', status: 'failed', problem: 'connect_failed' } },
}
