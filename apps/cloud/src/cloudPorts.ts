import type { Server } from 'node:http'
import type { StartCloudOptions } from './startCloudOptions'

/** The default port of the service. */
export const defaultCloudPort = 8787
/** The default port of the embedded wallet's frame origin. */
export const defaultFramePort = 8788

/** The frame port: as given; else a free one when the API's port is picked (tests), else the API's + 1. */
export function framePortOf(options: StartCloudOptions): number {
  if (options.framePort !== undefined) return options.framePort
  if (options.port === 0) return 0
  return options.port === undefined ? defaultFramePort : options.port + 1
}

/** The host as a URL writes it: an IPv6 address in brackets. */
export function urlHostOf(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

/** Starts `server` listening on `port` of `host`; rejects when it cannot (a busy port). */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
