import * as v from 'valibot'
import { ErrorMessage, GatehouseError } from '@gatehouse/common'
import { optionsSchema } from './optionsSchema'
import type { AppKitOptions } from './types'

/**
 * Checks host options at the boundary.
 * @throws GatehouseError with every problem named by its path, the siweConfig + siwx conflict, or a
 * defaultNetwork that is not one of networks.
 */
export function parseOptions(input: unknown): AppKitOptions {
  // Two sign-in configurations are one mistake, whatever the shape of each.
  const signIn = input as Partial<AppKitOptions> | undefined
  if (signIn?.siweConfig && signIn.siwx) {
    throw new GatehouseError('InvalidOptions', ErrorMessage.optionsSiweAndSiwx)
  }
  const result = v.safeParse(optionsSchema, input)
  if (!result.success) {
    const details = result.issues
      .map((issue) => `${v.getDotPath(issue) ?? 'options'}: ${issue.message}`)
      .join('; ')
    throw new GatehouseError('InvalidOptions', ErrorMessage.invalidOptions(details))
  }
  const options = input as AppKitOptions
  const { defaultNetwork } = options
  if (defaultNetwork && !options.networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)) {
    // AppKit starts on a default network only if it is one of `networks`; silently ignoring it hides a typo.
    const details = `defaultNetwork: ${defaultNetwork.caipNetworkId} is not one of networks`
    throw new GatehouseError('InvalidOptions', ErrorMessage.invalidOptions(details))
  }
  return options
}
