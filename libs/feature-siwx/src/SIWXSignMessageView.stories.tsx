import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { siwxFeature } from './manifest'

/** The sign-in view (libs/feature-siwx), as the modal loads it, in each of its states. */
const meta = {
  title: 'Views/SIWXSignMessage',
  component: ViewStory,
  args: {
    features: [siwxFeature],
    open: { view: 'SIWXSignMessage' },
    ...connectedStoryArgs,
    outcome: 'pending',
    signIn: { required: false },
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const Optional: Story = {}
export const Required: Story = { args: { signIn: { required: true } } }
export const Signing: Story = { args: { signIn: { required: false, state: { status: 'signing' } } } }
export const Declined: Story = {
  args: { signIn: { required: false, state: { status: 'needed', declined: true } } },
}
export const Expired: Story = {
  args: { signIn: { required: true, state: { status: 'needed', expired: true } } },
}
/** Back on the site after the kept session expired (or the service refused it): optional sign-in says why it asks. */
export const ExpiredSinceLastVisit: Story = {
  args: { signIn: { required: false, state: { status: 'needed', expired: true } } },
}
