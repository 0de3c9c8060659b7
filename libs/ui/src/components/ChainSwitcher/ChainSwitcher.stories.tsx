import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChainSwitcher } from './ChainSwitcher'

const chains = [
  { id: 'eip155', label: 'EVM' },
  { id: 'solana', label: 'Solana' },
] as const
type ChainId = (typeof chains)[number]['id']

function ConnectedAccounts(props: { initial: ChainId }) {
  const [selected, setSelected] = useState<ChainId>(props.initial)
  return (
    <div style={{ width: 328 }}>
      <ChainSwitcher<ChainId>
        options={chains}
        selected={selected}
        onSelect={setSelected}
        label="Connected accounts"
      />
    </div>
  )
}

const meta = {
  title: 'Components/ChainSwitcher',
  component: ConnectedAccounts,
  args: { initial: 'eip155' },
} satisfies Meta<typeof ConnectedAccounts>
export default meta
type Story = StoryObj<typeof meta>

export const Evm: Story = {}
export const Solana: Story = { args: { initial: 'solana' } }
