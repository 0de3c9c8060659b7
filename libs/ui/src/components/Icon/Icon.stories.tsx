import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from './Icon'
import { iconPaths, type IconName } from './paths'

const meta = { title: 'Components/Icon', component: Icon, args: { name: 'wallet' } } satisfies Meta<
  typeof Icon
>
export default meta

export const Single: StoryObj<typeof meta> = {}

export const AllIcons: StoryObj<typeof meta> = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {(Object.keys(iconPaths) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
}
