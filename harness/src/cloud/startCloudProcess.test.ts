import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCloudProcess, type CloudProcess } from './startCloudProcess'

const wallet = {
  id: 'harness-test-wallet',
  name: 'Harness Test Wallet',
  homepage: 'https://wallet.example.com',
  chains: ['eip155:1'],
  image_id: null,
  mobile_link: null,
  universal_link: null,
  desktop_link: null,
  webapp_link: 'https://wallet.example.com/app',
  app_store: null,
  play_store: null,
  chrome_store: null,
  rdns: null,
}

// The service as an operator runs it: its command, its environment and its files, nothing imported.
describe('startCloudProcess', () => {
  let cloud: CloudProcess
  beforeAll(async () => {
    cloud = await startCloudProcess({
      config: { projects: { harness: { allowedOrigins: ['https://shop.example.com'] } } },
      wallets: [wallet],
    })
  })
  afterAll(() => cloud?.close())

  it('serves the configuration file it was given, at the addresses it printed', async () => {
    expect(cloud.url).toBe(`http://127.0.0.1:${cloud.port}`)
    expect(cloud.relayUrl).toBe(`ws://127.0.0.1:${cloud.port}`)
    expect(cloud.frameUrl).toBe(`http://127.0.0.1:${cloud.framePort}`)
    expect(cloud.framePort).not.toBe(cloud.port)
    const response = await fetch(`${cloud.url}/projects/v1/origins?projectId=harness`)
    expect(await response.json()).toEqual({ allowedOrigins: ['https://shop.example.com'] })
    expect((await fetch(`${cloud.url}/readyz`)).status).toBe(200)
  })

  it('serves the wallet catalogue file instead of the shipped registry', async () => {
    const response = await fetch(`${cloud.url}/getWallets?projectId=harness&page=1&entries=40`)
    const body = (await response.json()) as { count: number; data: { id: string }[] }
    expect(body.count).toBe(1)
    expect(body.data.map((entry) => entry.id)).toEqual([wallet.id])
  })

  it('stops the process on close, and refuses connections after', async () => {
    const other = await startCloudProcess()
    await other.close()
    expect(other.cli.child.exitCode ?? other.cli.child.signalCode).not.toBeNull()
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow()
  })

  it('rejects with the service’s own message when the configuration is bad', async () => {
    await expect(
      startCloudProcess({ config: { projects: { p: { features: { email: 'yes' } } } } }),
    ).rejects.toThrow('projects.p.features.email must be true or false')
  })
})
