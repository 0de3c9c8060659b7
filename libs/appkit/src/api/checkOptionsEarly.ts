import {
  canonicalLocaleTag,
  OptionsMessage,
  GatehouseError,
  themeVariableKeys,
  type ThemeVariables,
} from '@gatehouse/common'
import type { AppKitOptions } from '@gatehouse/controllers'

const invalid = (details: string) =>
  new GatehouseError('InvalidOptions', OptionsMessage.invalidOptions(details))

/** The problems of theme variables: unknown names, values that are neither text nor numbers. */
export function themeVariablesProblems(variables: unknown): string[] {
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    return ['themeVariables: expected an object']
  }
  return Object.entries(variables).flatMap(([key, value]) => {
    if (!(themeVariableKeys as readonly string[]).includes(key)) return [`themeVariables.${key}: unknown`]
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number') {
      return [`themeVariables.${key}: expected a string or a number`]
    }
    return []
  })
}

/** Throws the options error for theme variables a host may not set. */
export function checkThemeVariables(variables: ThemeVariables): void {
  const problems = themeVariablesProblems(variables)
  if (problems.length > 0) throw invalid(problems.join('; '))
}

/**
 * The checks `createAppKit` makes at once, before the kit's code has loaded: the options the first
 * state is built from (networks, defaultNetwork, locale, theme), and that sign-in is configured once. Every other option is checked
 * against the full schema when the kit loads (the visitor's first intent, `open()`, or at once when
 * a stored session is to be restored); `open()` rejects with that error.
 * @throws GatehouseError naming the option.
 */
export function checkOptionsEarly(options: AppKitOptions): void {
  const input = (options ?? {}) as Partial<AppKitOptions>
  if (input.siweConfig && input.siwx)
    throw new GatehouseError('InvalidOptions', OptionsMessage.optionsSiweAndSiwx)
  const problems: string[] = []
  const networks: unknown = input.networks
  if (!Array.isArray(networks) || networks.length === 0)
    problems.push('networks: at least one network is required')
  else if (networks.some((network) => typeof network?.caipNetworkId !== 'string')) {
    problems.push('networks: every network needs a caipNetworkId (use defineNetwork)')
  }
  const { defaultNetwork, locale, themeMode, themeVariables } = input
  if (
    defaultNetwork &&
    Array.isArray(networks) &&
    !networks.some((network) => network?.caipNetworkId === defaultNetwork.caipNetworkId)
  ) {
    problems.push(`defaultNetwork: ${defaultNetwork.caipNetworkId} is not one of networks`)
  }
  if (locale !== undefined && (typeof locale !== 'string' || canonicalLocaleTag(locale) === undefined)) {
    problems.push(`locale: ${OptionsMessage.invalidLocale(String(locale))}`)
  }
  if (themeMode !== undefined && themeMode !== 'light' && themeMode !== 'dark') {
    problems.push(`themeMode: ${String(themeMode)}`)
  }
  if (themeVariables !== undefined) problems.push(...themeVariablesProblems(themeVariables))
  if (problems.length > 0) throw invalid(problems.join('; '))
}
