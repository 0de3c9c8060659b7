import { proxy } from 'valtio/vanilla'
import * as v from 'valibot'
import {
  defaultThemeMode,
  ErrorMessage,
  GatehouseError,
  type ThemeMode,
  type ThemeVariables,
} from '@gatehouse/common'
import { themeVariablesSchema } from '../options/optionsSchema'

export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

/** Light or dark (default dark, docs/reference/limits.md#theme) and the host's theme variables. */
export function createThemeController(initial: {
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
}) {
  const state = proxy<ThemeState>({
    themeMode: initial.themeMode ?? defaultThemeMode,
    themeVariables: { ...initial.themeVariables },
  })
  return {
    state,
    setThemeMode(mode: ThemeMode) {
      if (mode !== 'light' && mode !== 'dark') {
        throw new GatehouseError('InvalidOptions', ErrorMessage.invalidOptions(`themeMode: ${String(mode)}`))
      }
      state.themeMode = mode
    },
    /** Merges variables into the current ones. */
    setThemeVariables(variables: ThemeVariables) {
      const result = v.safeParse(themeVariablesSchema, variables)
      if (!result.success) {
        const details = result.issues.map(
          (issue) => `themeVariables.${v.getDotPath(issue)}: ${issue.message}`,
        )
        throw new GatehouseError('InvalidOptions', ErrorMessage.invalidOptions(details.join('; ')))
      }
      state.themeVariables = { ...state.themeVariables, ...variables }
    },
  }
}

export type ThemeController = ReturnType<typeof createThemeController>
