import { useStyles } from '../../styles/useStyles'
import { NetworkImage } from '../NetworkImage/NetworkImage'
import css from './chainSwitcher.css?inline'

export interface ChainSwitcherOption<T extends string> {
  id: T
  /** The chain's name, such as "Solana". */
  label: string
  /** The image of the network the chain is on. */
  imageUrl?: string | undefined
}

export interface ChainSwitcherProps<T extends string> {
  options: readonly ChainSwitcherOption<T>[]
  selected: T
  onSelect(id: T): void
  /** The group's accessible name, for example "Connected accounts". */
  label: string
}

/**
 * The chains the visitor has an account on, side by side; the active one is pressed. Choosing another
 * makes its account the one shown (a group of toggle buttons, each reachable with Tab).
 */
export function ChainSwitcher<T extends string>(props: ChainSwitcherProps<T>) {
  useStyles(css)
  return (
    <div className="gh-chain-switcher" role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.id}
          type="button"
          className="gh-chain-switcher__chain"
          aria-pressed={option.id === props.selected}
          onClick={() => {
            if (option.id !== props.selected) props.onSelect(option.id)
          }}
        >
          <NetworkImage name={option.label} src={option.imageUrl} size={20} />
          <span>{option.label}</span>
        </button>
      ))}
    </div>
  )
}
