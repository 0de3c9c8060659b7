import type { Meta, StoryObj } from '@storybook/react-vite'
import { CopyField } from './CopyField'

const meta = {
  title: 'Components/CopyField',
  component: CopyField,
  args: {
    value:
      'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn' +
      '&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1735689600',
    label: 'Connection link',
    onCopy: () => {},
  },
  decorators: [(Story) => <div style={{ width: 328 }}>{Story()}</div>],
} satisfies Meta<typeof CopyField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Copied: Story = { args: { copied: true } }
export const ShortValue: Story = { args: { value: 'https://gatehouse.dev', label: 'Website' } }
