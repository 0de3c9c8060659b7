import { readFile, stat } from 'node:fs/promises'
import * as v from 'valibot'
import { CloudConfigError } from '../config/cloudConfig'
import { describeIssues } from '../validation/describeIssues'
import { log } from '../logging/log'

const priceFileMessage = 'a price file must be an object of USD prices by symbol, e.g. { "ETH": 3000 }'

const priceFileSchema = v.record(
  v.pipe(v.string(), v.minLength(1, 'a symbol must not be empty')),
  v.pipe(
    v.number('must be a price in USD (a number)'),
    v.finite('must be a finite number'),
    v.minValue(0, 'must not be negative'),
  ),
  priceFileMessage,
)

/** USD prices by token symbol, from a JSON file such as `{ "ETH": 3000, "GUSD": 1 }`. */
export interface PriceBook {
  /** The USD price of a symbol; undefined when the file has none (or there is no file). */
  priceOf(symbol: string): Promise<number | undefined>
}

async function readPrices(path: string): Promise<Record<string, number>> {
  const json: unknown = JSON.parse(await readFile(path, 'utf8'))
  // valibot would take a list for an object keyed "0", "1", ...
  if (Array.isArray(json)) throw new Error(priceFileMessage)
  const parsed = v.safeParse(priceFileSchema, json)
  if (!parsed.success) throw new Error(describeIssues(parsed.issues))
  return parsed.output
}

/**
 * Opens a price file: read now, so a missing or broken file stops the service at start with a
 * CloudConfigError naming it, and read again whenever its modification time changes, so prices can
 * be edited while the service runs. A later broken edit is logged once and the last good prices
 * stay in use. Without a path every price is unknown.
 */
export async function openPriceBook(path: string | undefined): Promise<PriceBook> {
  if (!path) return { priceOf: async () => undefined }
  let prices: Record<string, number>
  let loadedAt: number
  try {
    loadedAt = (await stat(path)).mtimeMs
    prices = await readPrices(path)
  } catch (error) {
    throw new CloudConfigError(`Invalid price file ${path}: ${(error as Error).message}`)
  }
  const file = path
  let refreshing: Promise<void> | undefined
  let reported: string | undefined

  // One log line per problem, not one per request.
  function report(problem: string | undefined): void {
    if (problem && problem !== reported) log.error(`keeping the last prices, ${problem}`)
    reported = problem
  }

  async function refresh(): Promise<void> {
    let modifiedAt: number
    try {
      modifiedAt = (await stat(file)).mtimeMs
    } catch (error) {
      return report(`cannot read ${file}: ${(error as Error).message}`)
    }
    if (modifiedAt === loadedAt) return report(undefined)
    try {
      prices = await readPrices(file)
      loadedAt = modifiedAt
      report(undefined)
    } catch (error) {
      report(`${file} is invalid: ${(error as Error).message}`)
    }
  }

  return {
    async priceOf(symbol) {
      refreshing ??= refresh().finally(() => (refreshing = undefined))
      await refreshing
      return Object.hasOwn(prices, symbol) ? prices[symbol] : undefined
    },
  }
}

/** An amount's price and worth in USD (0 and 0 without a price), as balances and history answer them. */
export async function pricedAmount(
  prices: PriceBook,
  symbol: string | undefined,
  numeric: string,
): Promise<{ value: number; price: number }> {
  const price = (symbol && (await prices.priceOf(symbol))) || 0
  return { value: Number(numeric) * price, price }
}
