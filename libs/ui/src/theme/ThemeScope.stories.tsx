import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { ThemeScope } from './ThemeScope'

/**
 * The page's connect button as `<appkit-button>` draws it before the kit loads: in a ThemeScope, with
 * the mode's accent and background and the host's variables, without the palette of the modal.
 */
const meta = {
  title: 'Theme/Scope',
  component: ThemeScope,
  args: {
    mode: 'dark',
    children: <ConnectButton label="Connect Wallet" loadingLabel="Connecting..." />,
  },
} satisfies Meta<typeof ThemeScope>
export default meta
type Story = StoryObj<typeof meta>

export const Dark: Story = {}
export const Light: Story = { args: { mode: 'light' } }
export const HostVariables: Story = {
  args: { variables: { '--w3m-accent': '#ff6b4a', '--w3m-border-radius-master': '2px' } },
}
export const Connecting: Story = {
  args: { children: <ConnectButton label="Connect Wallet" loadingLabel="Connecting..." loading /> },
}
