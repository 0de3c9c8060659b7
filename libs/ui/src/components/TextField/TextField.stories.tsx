import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button'
import { TextField, type TextFieldProps } from './TextField'

function Field(props: Omit<TextFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value)
  return (
    <div style={{ width: 328 }}>
      <TextField {...props} value={value} onChange={setValue} />
    </div>
  )
}

const meta = {
  title: 'Components/TextField',
  component: Field,
  args: { label: 'Receiver address', value: '', placeholder: '0x…' },
} satisfies Meta<typeof Field>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithAction: Story = {
  args: {
    label: 'Amount',
    value: '1.5',
    inputMode: 'decimal',
    message: 'Balance: 9,999.999 ETH',
    action: (
      <Button size="sm" variant="neutral">
        Max
      </Button>
    ),
  },
}
export const Invalid: Story = {
  args: { value: '0x12', invalid: true, message: 'Enter a valid address' },
}
