import type { Meta, StoryObj } from '@storybook/react-vite'
import { TokenRow } from './TokenRow'

const meta = {
  title: 'Components/TokenRow',
  component: TokenRow,
  args: { name: 'Ether', symbol: 'ETH', amount: '9999.999699', valueUsd: 29_999_999.1 },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
} satisfies Meta<typeof TokenRow>
export default meta
type Story = StoryObj<typeof meta>

export const Native: Story = {}
export const Token: Story = {
  args: { name: 'Gatehouse USD', symbol: 'GUSD', amount: '1000000', valueUsd: 1_000_000 },
}
export const WithoutPrice: Story = {
  args: { name: 'Unlisted Token', symbol: 'UNL', amount: '12.3456', valueUsd: undefined },
}
