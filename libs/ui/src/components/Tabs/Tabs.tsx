import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useStyles } from '../../styles/useStyles'
import css from './tabs.css?inline'

export interface TabsProps<T extends string> {
  /** The tabs, in order. */
  tabs: readonly { id: T; label: string }[]
  selected: T
  onSelect(id: T): void
  /** The tab list's accessible name, for example "Account". */
  label: string
  /** Prefix of the tab and panel element ids; `TabPanel` uses the same one. */
  idPrefix: string
}

/**
 * A WAI-ARIA tab list: one Tab stop, arrow keys (and Home/End) move between tabs and select them,
 * each tab controls the `TabPanel` of the same id.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  useStyles(css)
  const listRef = useRef<HTMLDivElement>(null)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = props.tabs.findIndex((tab) => tab.id === props.selected)
    const last = props.tabs.length - 1
    // Right to left, the next tab is on the left (WAI-ARIA: arrows follow the reading direction).
    const step = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -1 : 1
    const next = { ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = props.tabs[(next + props.tabs.length) % props.tabs.length]
    if (!target) return
    props.onSelect(target.id)
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(props.idPrefix, target.id))}`)?.focus()
  }

  return (
    <div ref={listRef} className="gh-tabs" role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
      {props.tabs.map((tab) => {
        const selected = tab.id === props.selected
        return (
          <button
            key={tab.id}
            id={tabId(props.idPrefix, tab.id)}
            type="button"
            role="tab"
            data-tab={tab.id}
            className="gh-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId(props.idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onSelect(tab.id)}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}

/** The content of one tab, labelled by it. */
export function TabPanel(props: { idPrefix: string; id: string; children?: ReactNode }) {
  useStyles(css)
  return (
    <div
      id={panelId(props.idPrefix, props.id)}
      role="tabpanel"
      aria-labelledby={tabId(props.idPrefix, props.id)}
      className="gh-tabs__panel"
      tabIndex={0}
    >
      {props.children}
    </div>
  )
}

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`
