import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequestListener } from './http/requestListener'
import { createMailboxStore } from './relay/mailbox/createMailboxStore'
import { createRelayHub } from './relay/relayHub'
import { attachRelaySocketServer } from './relay/relaySocketServer'

/** How to start the service. */
export interface StartCloudOptions {
  /** Port to listen on; 0 picks a free one (tests). Default 8787. */
  port?: number
  /** Interface to listen on. Default '127.0.0.1'. */
  host?: string
  /** Directory for the service's data (the relay mailbox); kept in memory when absent. */
  dataDir?: string
}

/** A running service. */
export interface CloudHandle {
  /** Base URL of the HTTP API, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** URL of the WalletConnect relay on the same port, e.g. `ws://127.0.0.1:8787`. */
  relayUrl: string
  port: number
  /** Closes every socket, stops listening and writes what is pending; safe to call twice. */
  close(): Promise<void>
}

/** The default port of the service. */
export const defaultCloudPort = 8787

// Expired mailbox rows are dropped this often; reads skip them in the meantime.
const mailboxSweepMs = 30_000

/**
 * Starts the service: the HTTP API and the WalletConnect relay on one port, with the relay mailbox in
 * `dataDir` (or in memory). Resolves once it listens.
 */
export async function startCloud(options: StartCloudOptions = {}): Promise<CloudHandle> {
  const host = options.host ?? '127.0.0.1'
  const store = await createMailboxStore({ dataDir: options.dataDir })
  const hub = createRelayHub(store)
  let url = ''
  const server = createServer(createRequestListener([], () => url))
  const relay = attachRelaySocketServer(server, hub)
  try {
    await listen(server, options.port ?? defaultCloudPort, host)
  } catch (error) {
    await relay.close()
    await store.close()
    throw error
  }
  const { port } = server.address() as AddressInfo
  const authority = `${host.includes(':') ? `[${host}]` : host}:${port}`
  url = `http://${authority}`

  const sweep = setInterval(() => {
    store.deleteExpired(Date.now()).catch((error: unknown) => console.error('gatehouse cloud:', error))
  }, mailboxSweepMs)
  sweep.unref()

  let closing: Promise<void> | undefined
  return {
    url,
    relayUrl: `ws://${authority}`,
    port,
    close() {
      closing ??= (async () => {
        clearInterval(sweep)
        await relay.close()
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeAllConnections()
        await closed
        await store.close()
      })()
      return closing
    },
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
