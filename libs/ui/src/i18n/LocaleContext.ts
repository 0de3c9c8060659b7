import { createContext, createElement, useContext, type ReactNode } from 'react'
import { resolveLocale, type LocaleSetting } from '@gatehouse/common'

const english = resolveLocale(undefined)
const LocaleContext = createContext<LocaleSetting>(english)

/** Sets the language (catalogue, formatting tag, direction) of the components below. English without it. */
export function LocaleProvider(props: { value: LocaleSetting; children?: ReactNode }) {
  return createElement(LocaleContext.Provider, { value: props.value }, props.children)
}

/** The language of the surrounding `LocaleProvider`: which catalogue, which Intl tag, which direction. */
export function useLocale(): LocaleSetting {
  return useContext(LocaleContext)
}
