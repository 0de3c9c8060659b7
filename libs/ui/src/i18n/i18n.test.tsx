import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Component, useEffect, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveLocale, type Catalogue } from '@gatehouse/common'
import { TabPanel, Tabs } from '../components/Tabs/Tabs'
import { Icon } from '../components/Icon/Icon'
import { LocaleProvider } from './LocaleContext'
import { MessagesGate } from './MessagesGate'
import { useMessages } from './useMessages'

afterEach(cleanup)

type Greeting = { hello(): string }

/** A catalogue whose Arabic arrives when the test says. */
function deferredCatalogue() {
  let arrive: (messages: Greeting) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const catalogue: Catalogue<Greeting> = {
    name: 'test',
    source: { hello: () => 'Hello' },
    load: {
      ar: () =>
        new Promise<Greeting>((resolve, reject) => {
          arrive = resolve
          fail = reject
        }),
      es: async () => ({ hello: () => 'Hola' }),
    },
  }
  return { catalogue, arrive: (messages: Greeting) => arrive(messages), fail: (error: Error) => fail(error) }
}

function Hello(props: { catalogue: Catalogue<Greeting> }) {
  return <p>{useMessages(props.catalogue).hello()}</p>
}

const arabic = resolveLocale('ar')

describe('useMessages', () => {
  it('reads English at once, and another language once it has arrived', async () => {
    const { catalogue, arrive } = deferredCatalogue()
    const { rerender } = render(<Hello catalogue={catalogue} />)
    expect(screen.getByText('Hello')).toBeTruthy()
    rerender(
      <LocaleProvider value={arabic}>
        <Hello catalogue={catalogue} />
      </LocaleProvider>,
    )
    await act(async () => arrive({ hello: () => 'مرحبا' }))
    expect(await screen.findByText('مرحبا')).toBeTruthy()
  })
})

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children
  }
}

describe('MessagesGate', () => {
  it('shows the fallback until the language has arrived, never English first', async () => {
    const { catalogue, arrive } = deferredCatalogue()
    render(
      <LocaleProvider value={arabic}>
        <MessagesGate catalogues={[catalogue]} fallback={<p>loading</p>}>
          <Hello catalogue={catalogue} />
        </MessagesGate>
      </LocaleProvider>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    expect(screen.queryByText('Hello')).toBeNull()
    await act(async () => arrive({ hello: () => 'مرحبا' }))
    expect(await screen.findByText('مرحبا')).toBeTruthy()
  })

  it('keeps a shown view, and what was typed in it, in its language until the new one arrives', async () => {
    const { catalogue, arrive } = deferredCatalogue()
    const mounted = vi.fn()
    function Field() {
      useEffect(() => mounted(), [])
      return (
        <>
          <p>{useMessages(catalogue).hello()}</p>
          <input aria-label="code" />
        </>
      )
    }
    const gate = (locale: ReturnType<typeof resolveLocale>) => (
      <LocaleProvider value={locale}>
        <MessagesGate catalogues={[catalogue]} fallback={<p>loading</p>}>
          <Field />
        </MessagesGate>
      </LocaleProvider>
    )
    const { rerender } = render(gate(resolveLocale(undefined)))
    const field = () => screen.getByRole('textbox', { name: 'code' }) as HTMLInputElement
    fireEvent.change(field(), { target: { value: '123' } })
    rerender(gate(arabic))
    // Still English, still the same field with what was typed: no fallback in between.
    expect(screen.queryByText('loading')).toBeNull()
    expect(screen.getByText('Hello')).toBeTruthy()
    expect(field().value).toBe('123')
    await act(async () => arrive({ hello: () => 'مرحبا' }))
    expect(await screen.findByText('مرحبا')).toBeTruthy()
    expect(field().value).toBe('123')
    expect(mounted).toHaveBeenCalledTimes(1)
  })

  it('hands a failed load to the error boundary, for its retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { catalogue, fail } = deferredCatalogue()
    render(
      <Boundary>
        <LocaleProvider value={arabic}>
          <MessagesGate catalogues={[catalogue]} fallback={<p>loading</p>}>
            <Hello catalogue={catalogue} />
          </MessagesGate>
        </LocaleProvider>
      </Boundary>,
    )
    await act(async () => fail(new Error('offline')))
    expect(await screen.findByText('failed')).toBeTruthy()
  })
})

describe('right to left', () => {
  function renderTabs(dir: 'ltr' | 'rtl') {
    let selected = 'b'
    const view = render(
      <div dir={dir}>
        <Tabs
          tabs={[
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
            { id: 'c', label: 'C' },
          ]}
          selected={selected}
          onSelect={(id) => (selected = id)}
          label="Tabs"
          idPrefix="t"
        />
        <TabPanel idPrefix="t" id="b" />
      </div>,
    )
    return { view, selected: () => selected }
  }

  it('arrow keys follow the reading direction in the tabs', () => {
    // jsdom has no CSS.escape; the tab ids here need no escaping.
    vi.stubGlobal('CSS', { escape: (value: string) => value })
    const ltr = renderTabs('ltr')
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' })
    expect(ltr.selected()).toBe('c')
    cleanup()
    const rtl = renderTabs('rtl')
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' })
    expect(rtl.selected()).toBe('a')
  })

  it('marks the icons that point along the reading direction for mirroring', () => {
    const { container } = render(
      <>
        <Icon name="back" />
        <Icon name="chevronRight" />
        <Icon name="close" />
      </>,
    )
    const mirrored = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-mirror'))
    expect(mirrored).toEqual(['true', 'true', null])
  })
})
