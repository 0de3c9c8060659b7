import type { Meta, StoryObj } from '@storybook/react-vite'
import { Text } from '../components/Text/Text'
import { ThemeRoot } from './ThemeRoot'

const swatches = [
  ['--gh-color-bg', 'Background'],
  ['--gh-color-surface', 'Surface'],
  ['--gh-color-surface-2', 'Raised surface'],
  ['--gh-color-accent', 'Accent'],
  ['--gh-color-border', 'Border'],
  ['--gh-color-error', 'Error'],
  ['--gh-color-success', 'Success'],
] as const

function Palette() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, 150px)',
        gap: 12,
        listStyle: 'none',
        padding: 16,
        margin: 0,
      }}
    >
      {swatches.map(([token, label]) => (
        <li key={token} style={{ display: 'grid', gap: 4 }}>
          <span
            style={{
              height: 48,
              borderRadius: 8,
              background: `var(${token})`,
              outline: '1px solid var(--gh-color-border)',
            }}
          />
          <Text variant="small">{label}</Text>
          <Text variant="micro" tone="muted">
            {token}
          </Text>
        </li>
      ))}
    </ul>
  )
}

/** The theme tokens in both modes, and with a host's accent and colour mix (AppKit's variables). */
const meta = {
  title: 'Theme/Tokens',
  component: ThemeRoot,
  args: { mode: 'dark', children: <Palette /> },
  render: (args) => (
    <ThemeRoot {...args}>
      <div style={{ background: 'var(--gh-color-bg)' }}>{args.children}</div>
    </ThemeRoot>
  ),
} satisfies Meta<typeof ThemeRoot>
export default meta
type Story = StoryObj<typeof meta>

export const Dark: Story = {}
export const Light: Story = { args: { mode: 'light' } }
export const HostVariables: Story = {
  args: {
    variables: { '--w3m-accent': '#ff6b4a', '--w3m-color-mix': '#00bb7f', '--w3m-color-mix-strength': 15 },
  },
}
