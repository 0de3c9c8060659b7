import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cloudCliUrl, runCloudCli } from '@gatehouse/harness/cloud'

/** This app's folder, where its example configuration is. */
const appDir = join(import.meta.dirname, '..')
const runCli = runCloudCli

describe('the command line', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gatehouse-cloud-cli-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('serves with the configuration file, prints its URL and stops on SIGTERM', async () => {
    const cli = runCli({
      PORT: '0',
      GATEHOUSE_CLOUD_DATA: join(dir, 'data'),
      GATEHOUSE_CLOUD_CONFIG: join(appDir, 'cloud.config.example.json'),
    })
    try {
      const url = await cloudCliUrl(cli)
      const response = await fetch(`${url}/projects/v1/origins?projectId=gatehouse-demo`)
      expect(await response.json()).toEqual({
        allowedOrigins: ['https://demo.example.com', 'https://*.demo.example.com'],
      })
      // The example's chains, priced from data/local-prices.json (relative to the configuration file):
      // two EVM chains and the local Bitcoin regtest (whose REST server is not asked at start).
      expect(await (await fetch(`${url}/v1/supported-chains`)).json()).toEqual({
        http: ['eip155:31337', 'eip155:1337', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'],
        ws: ['eip155:1337'],
      })
      const prices = await fetch(`${url}/v1/fungible/price`, {
        method: 'POST',
        body: JSON.stringify({
          currency: 'usd',
          addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
        }),
      })
      expect(await prices.json()).toMatchObject({ fungibles: [{ symbol: 'ETH', price: 3000 }] })
      cli.child.kill('SIGTERM')
      expect(await cli.exited).toBe(0)
      // Structured logs: one JSON object a line.
      const lines = cli.output.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
      // (A first start with a data directory logs the new wallet master secret's file before this.)
      const listening = lines.find((line) => String(line.msg).startsWith('Gatehouse cloud listening'))
      expect(listening).toMatchObject({ level: 'info', service: 'gatehouse-cloud', database: 'pglite' })
      expect(lines.map((line) => line.msg)).toContain('SIGTERM: shutting down gracefully')
      expect(lines.at(-1)).toMatchObject({ level: 'info', msg: 'stopped' })
    } finally {
      cli.kill('SIGKILL')
    }
  })

  it('exits with an error naming the field of a bad configuration', async () => {
    const path = join(dir, 'bad.json')
    await writeFile(path, JSON.stringify({ projects: { p: { features: { email: 'yes' } } } }))
    const cli = runCli({ PORT: '0', GATEHOUSE_CLOUD_CONFIG: path })
    expect(await cli.exited).toBe(1)
    expect(cli.output.stderr).toContain('projects.p.features.email must be true or false')
    expect(cli.output.stderr).toContain(path)
  })

  it('exits with an error for a configuration that is not JSON', async () => {
    const path = join(dir, 'broken.json')
    await writeFile(path, '{ "projects": ')
    const cli = runCli({ PORT: '0', GATEHOUSE_CLOUD_CONFIG: path })
    expect(await cli.exited).toBe(1)
    expect(cli.output.stderr).toContain(`The cloud configuration ${path} is not valid JSON`)
  })

  it('exits with an error naming the file and the field of a bad wallet catalogue', async () => {
    const path = join(dir, 'wallets.json')
    await writeFile(path, JSON.stringify([{ id: 'w', name: 42 }]))
    const cli = runCli({ PORT: '0', GATEHOUSE_CLOUD_WALLETS: path })
    expect(await cli.exited).toBe(1)
    expect(cli.output.stderr).toContain('Invalid wallet list')
    expect(cli.output.stderr).toContain(path)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, not "eighty"'],
    [
      { DATABASE_URL: 'mysql://root:hunter2@db/x' },
      'DATABASE_URL must start with postgres:// or postgresql://, not mysql://db/x',
    ],
  ])('exits naming the environment variable that is wrong: %o', async (env, message) => {
    const cli = runCli({ PORT: '0', ...env })
    expect(await cli.exited).toBe(1)
    const last = JSON.parse(cli.output.stderr.trim().split('\n').at(-1) ?? '{}') as {
      level?: string
      msg?: string
    }
    expect(last).toMatchObject({ level: 'error', msg: message })
  })
})
