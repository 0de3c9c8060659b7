import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from './Text'

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Connect your wallet' },
} satisfies Meta<typeof Text>
export default meta

export const Body: StoryObj<typeof meta> = {}
export const Scale: StoryObj<typeof meta> = {
  render: () => (
    <div>
      <Text as="h1" variant="large">
        9,999.999 ETH
      </Text>
      <Text as="h2" variant="title">
        Connect Wallet
      </Text>
      <Text>Body text</Text>
      <Text variant="small" tone="muted">
        Small muted text
      </Text>
      <Text variant="small" tone="error">
        Connection declined
      </Text>
      <Text variant="small" tone="success">
        Copied
      </Text>
      <Text variant="small" tone="accent">
        Accent text
      </Text>
      <Text variant="micro" tone="muted">
        INSTALLED
      </Text>
    </div>
  ),
}
