import * as v from 'valibot'

/**
 * What a host may pass with `open({ view: 'Swap', arguments })`, as AppKit names it: the symbols of
 * the tokens to sell and buy and the amount to sell. Anything else, or a wrong type, is ignored.
 */
const swapArgumentsSchema = v.object({
  fromToken: v.optional(v.pipe(v.string(), v.maxLength(32))),
  toToken: v.optional(v.pipe(v.string(), v.maxLength(32))),
  amount: v.optional(v.pipe(v.string(), v.regex(/^\d{1,30}(\.\d{1,36})?$/))),
})

export type SwapArguments = v.InferOutput<typeof swapArgumentsSchema>

/** The valid fields of the host's arguments (an invalid field is dropped alone). */
export function readSwapArguments(input: unknown): SwapArguments {
  if (!input || typeof input !== 'object') return {}
  const fields = input as Record<string, unknown>
  const valid: SwapArguments = {}
  for (const key of ['fromToken', 'toToken', 'amount'] as const) {
    const checked = v.safeParse(swapArgumentsSchema.entries[key], fields[key])
    if (checked.success && checked.output !== undefined) valid[key] = checked.output
  }
  return valid
}
