import type { Meta, StoryObj } from '@storybook/react-vite'
import { connectedStoryArgs, renderViewStory, ViewStory } from '@gatehouse/storykit'
import { activityFeature } from './manifest'

/** The activity feature's list (libs/feature-activity) in the Account view's Activity tab. */
const meta = {
  title: 'Views/Activity',
  component: ViewStory,
  args: {
    features: [activityFeature],
    withKitFeatures: true,
    open: { view: 'Account', arguments: { tab: 'activity' } },
    ...connectedStoryArgs,
    service: 'ok',
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta
type Story = StoryObj<typeof meta>

export const ByMonth: Story = {}
export const Loading: Story = { args: { service: 'pending' } }
/** The history cannot be read: "Couldn't load your activity" with Try again, not "No activity yet". */
export const ServiceDown: Story = { args: { service: 'down' } }
/** A Bitcoin payment account's payments (activity on Bitcoin as on Solana, docs/reference/limits.md#activity-chains). */
export const Bitcoin: Story = { args: { bitcoin: 'connected' } }
