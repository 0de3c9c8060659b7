import { useId, useRef, type KeyboardEvent } from 'react'
import { useUiMessages } from '../../i18n/uiMessages'
import { useStyles } from '../../styles/useStyles'
import { IconButton } from '../IconButton/IconButton'
import css from './searchInput.css?inline'

export interface SearchInputProps {
  value: string
  onChange(value: string): void
  /** The field's accessible name; "Search wallet" (in the surrounding language) by default. */
  label?: string | undefined
  /** The hint inside the empty field; the label by default. */
  placeholder?: string | undefined
  /** Focuses the field when it mounts (and marks it as the dialog's first focus). */
  autoFocus?: boolean | undefined
}

/** The magnifier, on the icon set's 24 × 24 grid and stroke. */
const searchIconPath = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L20 20'

/**
 * A search field with a clear button. Escape clears a non-empty field and goes no further, so the
 * modal stays open; in an empty field Escape reaches the modal as usual.
 */
export function SearchInput(props: SearchInputProps) {
  useStyles(css)
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const messages = useUiMessages()
  const label = props.label ?? messages.searchWallet()

  function clear() {
    props.onChange('')
    // The clear button disappears with the text: focus goes back to the field, not to the page.
    inputRef.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape' || props.value === '') return
    // Also stops the browser's own clearing of search fields and the dialog's close request.
    event.preventDefault()
    event.stopPropagation()
    props.onChange('')
  }

  return (
    <div className="gh-search">
      <label htmlFor={id} className="gh-visually-hidden">
        {label}
      </label>
      <svg
        className="gh-search__icon"
        width={18}
        height={18}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={searchIconPath} />
      </svg>
      <input
        ref={inputRef}
        id={id}
        className="gh-search__input"
        type="search"
        value={props.value}
        placeholder={props.placeholder ?? label}
        autoComplete="off"
        spellCheck={false}
        autoFocus={props.autoFocus}
        data-autofocus={props.autoFocus || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {props.value !== '' && (
        <span className="gh-search__clear">
          <IconButton icon="close" label={messages.clearSearch()} onClick={clear} />
        </span>
      )}
    </div>
  )
}
