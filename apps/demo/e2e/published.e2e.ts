import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { launchChromium, serveStatic, injectTestWallet } from '@gatehouse/tools'
import { visible } from './fixtures'
import { connectTestWallet } from './steps'

/**
 * The packages as a host installs them: examples/react-minimal built WITHOUT the workspace's source
 * condition, so every @gatehouse/* import resolves to the package's published `dist/` (built by the
 * `build` targets this suite depends on). The page must load, open the modal and connect.
 */
const root = resolve(import.meta.dirname, '../../../examples/react-minimal')
const outDir = mkdtempSync(join(tmpdir(), 'gatehouse-published-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the published packages', () => {
  it('build into a host page that opens the modal and connects', async () => {
    await build({ root, configFile: false, logLevel: 'error', build: { outDir, target: 'es2022' } })
    const server = await serveStatic(outDir)
    const browser = await launchChromium()
    try {
      const context = await browser.newContext()
      context.setDefaultTimeout(10_000)
      const wallet = await injectTestWallet(context, { chains: {}, chainId: 1 })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(server.url)
      await connectTestWallet(page)
      await visible(page.getByRole('button', { name: new RegExp(wallet.address.slice(-6)) }))
      expect(errors).toEqual([])
    } finally {
      await browser.close()
      await server.close()
    }
  })
})
