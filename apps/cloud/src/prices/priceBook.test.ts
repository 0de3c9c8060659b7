import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openPriceBook } from './priceBook'

describe('price files', () => {
  let dir: string
  let path: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gatehouse-prices-'))
    path = join(dir, 'prices.json')
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  /** Writes the file with a modification time `secondsLater` after the first write, so a change shows. */
  async function write(content: string, secondsLater = 0) {
    await writeFile(path, content)
    const time = new Date(Date.UTC(2026, 0, 1, 0, 0, secondsLater))
    await utimes(path, time, time)
  }

  it('answers the USD price of a symbol, undefined for one it does not list', async () => {
    await write('{ "ETH": 3000, "GUSD": 1, "DUST": 0.000001 }')
    const prices = await openPriceBook(path)
    expect(await prices.priceOf('ETH')).toBe(3000)
    expect(await prices.priceOf('DUST')).toBe(0.000001)
    expect(await prices.priceOf('PTS')).toBeUndefined()
    expect(await prices.priceOf('toString')).toBeUndefined()
  })

  it('reads the file again when it changes, and keeps the last good prices through a broken edit', async () => {
    await write('{ "ETH": 3000 }')
    const prices = await openPriceBook(path)
    await write('{ "ETH": 3100 }', 1)
    expect(await prices.priceOf('ETH')).toBe(3100)

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await write('{ "ETH": "lots" }', 2)
    expect(await prices.priceOf('ETH')).toBe(3100)
    expect(await prices.priceOf('ETH')).toBe(3100)
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[0])).toContain(`${path} is invalid`)

    await write('{ "ETH": 3200 }', 3)
    expect(await prices.priceOf('ETH')).toBe(3200)
  })

  it('stops the start on a missing or broken file, naming it', async () => {
    await expect(openPriceBook(join(dir, 'missing.json'))).rejects.toThrow(
      `Invalid price file ${join(dir, 'missing.json')}`,
    )
    await write('{ "ETH": -1 }')
    await expect(openPriceBook(path)).rejects.toThrow(`Invalid price file ${path}: ETH: must not be negative`)
    await write('[3000]')
    await expect(openPriceBook(path)).rejects.toThrow(
      'a price file must be an object of USD prices by symbol',
    )
  })

  it('knows no price without a file', async () => {
    expect(await (await openPriceBook(undefined)).priceOf('ETH')).toBeUndefined()
  })
})
