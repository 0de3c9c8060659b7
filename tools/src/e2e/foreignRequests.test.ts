import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'
import { isForeignUrl, watchForeignRequests } from './foreignRequests'

describe('isForeignUrl', () => {
  it('is true for any web host but this machine, and false for URLs that reach no host', () => {
    expect(isForeignUrl('https://verify.walletconnect.org/v3/attestation?id=1')).toBe(true)
    expect(isForeignUrl('wss://relay.walletconnect.org/?projectId=p')).toBe(true)
    expect(isForeignUrl('http://127.0.0.2:8787/')).toBe(true)
    expect(isForeignUrl('http://127.0.0.1:8787/v1/config')).toBe(false)
    expect(isForeignUrl('ws://localhost:8787/relay')).toBe(false)
    expect(isForeignUrl('http://[::1]:5173/')).toBe(false)
    expect(isForeignUrl('data:image/png;base64,AAAA')).toBe(false)
    expect(isForeignUrl('blob:http://127.0.0.1:5173/0e0f')).toBe(false)
    expect(isForeignUrl('about:blank')).toBe(false)
  })
})

// A page on 127.0.0.1 whose frame, popup and WebSocket reach for hosts of their own.
const page = `<!doctype html><title>probe</title>
<img src="/local.png">
<script>
  window.probe = (what) => {
    if (what === 'frame') document.body.append(Object.assign(document.createElement('iframe'), { src: 'https://verify.walletconnect.org/v3/attestation' }))
    if (what === 'popup') window.open('https://pulse.walletconnect.org/batch')
    if (what === 'socket') new WebSocket('wss://relay.walletconnect.org/')
  }
</script>`

describe('watchForeignRequests', () => {
  let browser: Browser
  let server: Server
  let url: string
  beforeAll(async () => {
    browser = await launchChromium()
    server = createServer((request, response) => {
      response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html' })
      response.end(request.url === '/' ? page : '')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('passes a session that stayed on this machine', async () => {
    const context = await browser.newContext()
    const watch = watchForeignRequests(context)
    await (await context.newPage()).goto(url)
    await context.close()
    expect(watch.requests).toEqual([])
    expect(() => watch.check()).not.toThrow()
  })

  it.each([
    ['frame', 'https://verify.walletconnect.org/v3/attestation'],
    ['popup', 'https://pulse.walletconnect.org/batch'],
    ['socket', 'wss://relay.walletconnect.org/'],
  ])('fails one whose %s reached a foreign host, even one that does not resolve', async (what, foreign) => {
    const context = await browser.newContext()
    const watch = watchForeignRequests(context, 'The probe page')
    const tab = await context.newPage()
    await tab.goto(url)
    await tab.evaluate((kind) => (window as unknown as { probe(kind: string): void }).probe(kind), what)
    await expect.poll(() => watch.requests).toContain(foreign)
    await context.close()
    expect(() => watch.check()).toThrow(`The probe page requested hosts outside the configured ones`)
    expect(() => watch.check()).toThrow(foreign)
  })
})
