import * as v from 'valibot'

const parsedInstructionSchema = v.looseObject({
  program: v.optional(v.string()),
  programId: v.optional(v.string()),
  parsed: v.optional(v.unknown()),
})

const tokenBalanceSchema = v.object({
  accountIndex: v.number(),
  mint: v.string(),
  owner: v.optional(v.string()),
  uiTokenAmount: v.object({
    amount: v.pipe(v.string(), v.regex(/^\d{1,30}$/)),
    decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  }),
})

/** A signature of getSignaturesForAddress. */
export const signatureInfoSchema = v.object({
  signature: v.string(),
  slot: v.number(),
  blockTime: v.nullish(v.number()),
})

export const signaturesSchema = v.array(signatureInfoSchema)

/** A transaction of getTransaction with the jsonParsed encoding; null when the node does not have it. */
export const parsedTransactionSchema = v.nullable(
  v.object({
    slot: v.number(),
    blockTime: v.nullish(v.number()),
    meta: v.nullable(
      v.object({
        err: v.unknown(),
        fee: v.optional(v.number()),
        preBalances: v.array(v.number()),
        postBalances: v.array(v.number()),
        preTokenBalances: v.nullish(v.array(tokenBalanceSchema)),
        postTokenBalances: v.nullish(v.array(tokenBalanceSchema)),
      }),
    ),
    transaction: v.object({
      signatures: v.array(v.string()),
      message: v.object({
        accountKeys: v.array(v.union([v.string(), v.looseObject({ pubkey: v.string() })])),
        instructions: v.array(parsedInstructionSchema),
      }),
    }),
  }),
)

/** A transaction as getTransaction (jsonParsed) gives it. */
export type ParsedSolanaTransaction = NonNullable<v.InferOutput<typeof parsedTransactionSchema>>

/** A token balance of a transaction's meta. */
export type SolanaTokenBalance = v.InferOutput<typeof tokenBalanceSchema>

const systemTransferSchema = v.object({
  type: v.picklist(['transfer', 'transferWithSeed']),
  info: v.object({ source: v.string(), destination: v.string(), lamports: v.number() }),
})

/** A parsed System program transfer of a top-level instruction, if it is one. */
export function systemTransferOf(
  instruction: v.InferOutput<typeof parsedInstructionSchema>,
): v.InferOutput<typeof systemTransferSchema>['info'] | undefined {
  if (instruction.program !== 'system') return undefined
  const parsed = v.safeParse(systemTransferSchema, instruction.parsed)
  return parsed.success ? parsed.output.info : undefined
}
