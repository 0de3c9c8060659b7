import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, storyConnectors, ViewStory } from '@gatehouse/storykit'
import { features } from '../../features'

const meta = {
  title: 'Views/ApproveTransaction',
  component: ViewStory,
  args: {
    features,
    open: { view: 'ApproveTransaction' },
    theme: 'dark',
    connectors: storyConnectors,
  },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta

/** The modal's body with the slot that shows the embedded wallet's frame (no frame in a story). */
export const WaitingForApproval: StoryObj<typeof meta> = {}
