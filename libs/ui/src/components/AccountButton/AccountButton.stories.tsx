import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleAddress, sampleNetworkIcon } from '../../stories/sampleImages'
import { AccountButton } from './AccountButton'

const meta = {
  title: 'Components/AccountButton',
  component: AccountButton,
  args: {
    address: sampleAddress,
    balance: '9999.99968',
    symbol: 'ETH',
    networkName: 'Ethereum',
    networkImageUrl: sampleNetworkIcon,
    switchNetworkLabel: 'Switch network',
  },
} satisfies Meta<typeof AccountButton>
export default meta
type Story = StoryObj<typeof meta>

export const Connected: Story = {}
export const BalanceLoading: Story = { args: { balance: undefined } }
export const BalanceHidden: Story = { args: { showBalance: false } }
export const UnsupportedNetwork: Story = { args: { networkName: undefined } }
export const WithName: Story = { args: { name: 'alice.gatehouse.id' } }
export const Disabled: Story = { args: { disabled: true } }
