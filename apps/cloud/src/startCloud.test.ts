import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { request } from 'node:http'
import { startCloud } from './startCloud'
import { analyticsEvent } from '@gatehouse/harness/analytics'
import { openRawRelayClient } from '@gatehouse/harness/walletconnect'
import { waitFor, freePort } from '@gatehouse/harness/net'
import { onPostgres, testDatabase } from '../test/testDatabase'

describe('startCloud', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'gatehouse-cloud-data-'))
  })
  afterEach(() => rm(dataDir, { recursive: true, force: true }))

  it('listens on 127.0.0.1 and tells its URLs', async () => {
    const started = performance.now()
    const cloud = await startCloud({ port: 0, ...(await testDatabase()) })
    console.log(`startCloud: ${(performance.now() - started).toFixed(1)} ms`)
    expect(cloud.url).toBe(`http://127.0.0.1:${cloud.port}`)
    expect(cloud.relayUrl).toBe(`ws://127.0.0.1:${cloud.port}`)
    await cloud.close()
    await cloud.close()
    await expect(fetch(`${cloud.url}/getWallets?projectId=p`)).rejects.toThrow()
  })

  it('keeps the mailbox in dataDir across a restart on the same port', async () => {
    let started = performance.now()
    const database = await testDatabase(dataDir)
    // Each restart test starts on freePort(), not port 0: another process's listen(0) could be handed
    // that port while the service restarts.
    const first = await startCloud({ port: await freePort(), ...database })
    console.log(`startCloud with a new database in dataDir: ${(performance.now() - started).toFixed(1)} ms`)
    const dapp = await openRawRelayClient(first.relayUrl, 'did:key:dapp')
    await dapp.request('irn_publish', { topic: 'pairing', message: 'c3RpbGwgaGVyZQ==', ttl: 300, tag: 1100 })
    dapp.close()
    await first.close()

    started = performance.now()
    const second = await startCloud({ port: first.port, ...database })
    try {
      const wallet = await openRawRelayClient(second.relayUrl, 'did:key:wallet')
      await wallet.request('irn_subscribe', { topic: 'pairing' })
      await waitFor(() => wallet.deliveries().length === 1, 'the message kept before the restart')
      console.log(`restart to the kept message delivered: ${(performance.now() - started).toFixed(1)} ms`)
      expect(wallet.deliveries()[0]?.params?.data).toMatchObject({ message: 'c3RpbGwgaGVyZQ==', tag: 1100 })
      wallet.close()

      // Its publisher still does not get it back.
      const dappAgain = await openRawRelayClient(second.relayUrl, 'did:key:dapp')
      await dappAgain.request('irn_subscribe', { topic: 'pairing' })
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(dappAgain.deliveries()).toEqual([])
      dappAgain.close()
    } finally {
      await second.close()
    }
  })

  it('does not deliver again after a restart what a client acknowledged before it', async () => {
    const database = await testDatabase(dataDir)
    const first = await startCloud({ port: await freePort(), ...database })
    const dapp = await openRawRelayClient(first.relayUrl, 'did:key:dapp')
    const wallet = await openRawRelayClient(first.relayUrl, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: 'session' })
    await dapp.request('irn_publish', { topic: 'session', message: 'c2Vlbg==', ttl: 300, tag: 1108 })
    await waitFor(() => wallet.deliveries().length === 1, 'the first request')
    wallet.acknowledge(wallet.deliveries()[0])
    await new Promise((resolve) => setTimeout(resolve, 50))
    wallet.close()
    await dapp.request('irn_publish', { topic: 'session', message: 'bWlzc2Vk', ttl: 300, tag: 1108 })
    dapp.close()
    await first.close()

    const second = await startCloud({ port: first.port, ...database })
    try {
      const walletAgain = await openRawRelayClient(second.relayUrl, 'did:key:wallet')
      await walletAgain.request('irn_subscribe', { topic: 'session' })
      await waitFor(() => walletAgain.deliveries().length === 1, 'the request missed while away')
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(walletAgain.deliveries().map((frame) => frame.params?.data.message)).toEqual(['bWlzc2Vk'])
      walletAgain.close()
    } finally {
      await second.close()
    }
  })

  it.skipIf(onPostgres)('forgets the mailbox without a dataDir (PGlite in memory)', async () => {
    const first = await startCloud({ port: await freePort() })
    const dapp = await openRawRelayClient(first.relayUrl, 'did:key:dapp')
    await dapp.request('irn_publish', { topic: 'pairing', message: 'Z29uZQ==', ttl: 300, tag: 1100 })
    dapp.close()
    await first.close()
    const second = await startCloud({ port: first.port })
    try {
      const wallet = await openRawRelayClient(second.relayUrl, 'did:key:wallet')
      await wallet.request('irn_subscribe', { topic: 'pairing' })
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(wallet.deliveries()).toEqual([])
      wallet.close()
    } finally {
      await second.close()
    }
  })

  it('rejects when the port is taken', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const address = blocker.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      await expect(startCloud({ port })).rejects.toThrow(/EADDRINUSE/)
    } finally {
      blocker.close()
    }
  })

  it('finishes a request under way when it shuts down, then refuses connections', async () => {
    const cloud = await startCloud({ port: 0, ...(await testDatabase()) })
    const answer = new Promise<number>((resolve, reject) => {
      const sent = request(
        `${cloud.url}/e?projectId=p`,
        { method: 'POST', headers: { 'content-type': 'text/plain' } },
        (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        },
      )
      sent.on('error', reject)
      // Half the body now: the request is under way when close() starts.
      const body = JSON.stringify(analyticsEvent())
      sent.write(body.slice(0, 20))
      setTimeout(() => sent.end(body.slice(20)), 300)
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closed = cloud.close()
    expect(await answer).toBe(202)
    await closed
    await expect(fetch(`${cloud.url}/healthz`)).rejects.toThrow()
  })
})
