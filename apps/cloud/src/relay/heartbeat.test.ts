import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { openCloudDatabase, type CloudDatabase } from '../database/cloudDatabase'
import { createMailboxStore } from './mailbox/createMailboxStore'
import { createRelayHub } from './relayHub'
import { attachRelaySocketServer, type RelaySocketServer } from './relaySocketServer'
import { waitFor } from '@gatehouse/harness/net'
import { testDatabase } from '../../test/testDatabase'

let server: Server | undefined
let relay: RelaySocketServer | undefined
let database: CloudDatabase | undefined

afterEach(async () => {
  await relay?.close()
  await new Promise((resolve) => server?.close(resolve))
  await database?.close()
})

async function openClient(url: string, answersPings: boolean) {
  const socket = new WebSocket(url, { autoPong: answersPings })
  const pings: number[] = []
  socket.on('ping', () => pings.push(Date.now()))
  await new Promise((resolve) => socket.once('open', resolve))
  return { socket, pings }
}

it('pings every heartbeat and drops a socket that stops answering', async () => {
  server = createServer()
  database = await openCloudDatabase(await testDatabase())
  relay = attachRelaySocketServer(server, createRelayHub(createMailboxStore(database)), { heartbeatMs: 250 })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`

  const [healthy, silent] = await Promise.all([openClient(url, true), openClient(url, false)])
  await waitFor(() => silent.socket.readyState === WebSocket.CLOSED, 'the silent socket to be dropped')
  expect(silent.pings.length).toBeGreaterThanOrEqual(1)
  await waitFor(() => healthy.pings.length >= 4, 'more pings')
  expect(healthy.socket.readyState).toBe(WebSocket.OPEN)
  expect(relay.connectionCount).toBe(1)
  healthy.socket.close()
})
