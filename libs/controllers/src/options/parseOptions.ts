import * as v from 'valibot'
import { ErrorMessage, GatehouseError } from '@gatehouse/common'
import { optionsSchema } from './optionsSchema'
import type { AppKitOptions } from './types'

/**
 * Checks host options at the boundary.
 * @throws GatehouseError with every problem named by its path, or the siweConfig + siwx conflict.
 */
export function parseOptions(input: unknown): AppKitOptions {
  const result = v.safeParse(optionsSchema, input)
  if (!result.success) {
    const details = result.issues
      .map((issue) => `${v.getDotPath(issue) ?? 'options'}: ${issue.message}`)
      .join('; ')
    throw new GatehouseError('InvalidOptions', ErrorMessage.invalidOptions(details))
  }
  const options = input as AppKitOptions
  if (options.siweConfig && options.siwx) {
    throw new GatehouseError('InvalidOptions', ErrorMessage.optionsSiweAndSiwx)
  }
  return options
}
