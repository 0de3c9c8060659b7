import type { Meta, StoryObj } from '@storybook/react-vite'
import { Monogram } from './Monogram'

const meta = {
  title: 'Components/Monogram',
  component: Monogram,
  args: { name: 'Rainbow', size: 40, radius: 'var(--gh-radius-m)' },
} satisfies Meta<typeof Monogram>
export default meta
type Story = StoryObj<typeof meta>

export const Wallet: Story = {}
export const Round: Story = { args: { name: 'Localhost', radius: '50%' } }
export const Many: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['MetaMask', 'Trust Wallet', 'Zerion', 'Ledger Live', 'imToken', 'Argent'].map((name) => (
        <Monogram key={name} {...args} name={name} />
      ))}
    </div>
  ),
}
