import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { SearchInput } from './SearchInput'

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  args: { value: '', onChange: () => {} },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
  // Controlled by local state so typing, the clear button and Escape can be tried in Storybook.
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return <SearchInput {...args} value={value} onChange={setValue} />
  },
} satisfies Meta<typeof SearchInput>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const Filled: Story = { args: { value: 'rainbow' } }
export const CustomLabel: Story = { args: { label: 'Search networks', placeholder: 'Name or chain ID' } }
