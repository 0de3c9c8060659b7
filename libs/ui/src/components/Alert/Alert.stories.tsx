import type { Meta, StoryObj } from '@storybook/react-vite'
import { Alerts } from '@gatehouse/common'
import { Alert } from './Alert'

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    title: Alerts.PROJECT_ID_NOT_CONFIGURED.shortMessage,
    message: Alerts.PROJECT_ID_NOT_CONFIGURED.longMessage,
    onDismiss: () => {},
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>
export default meta
type Story = StoryObj<typeof meta>

export const ProjectIdMissing: Story = {}
export const NetworkNotFound: Story = {
  args: {
    title: Alerts.SWITCH_NETWORK_NOT_FOUND.shortMessage,
    message: Alerts.SWITCH_NETWORK_NOT_FOUND.longMessage,
  },
}
