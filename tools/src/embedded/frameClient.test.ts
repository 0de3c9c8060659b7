import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../browser/launchChromium'

/**
 * The kit's frame client (libs/controllers/src/embedded/createFrameClient.ts) in Chromium, against a
 * small real frame document on a second origin and a foreign page on a third: every check of the
 * login frame protocol's host side that needs real origins and windows (jsdom has neither).
 */

const clientSource = fileURLToPath(
  new URL('../../../libs/embedded-wallet/src/createFrameClient.ts', import.meta.url),
)

/**
 * The frame: says `ready` (unless `?silent`), answers GET_USER with a user, CONNECT_EMAIL with an error
 * reply carrying a message and the service's refusal code, SIGN_OUT with an error reply without one, and never answers CONNECT_OTP or
 * RPC_REQUEST (it notes the RPC request's id, and the id a CANCEL_RPC_REQUEST withdraws); a
 * SYNC_DAPP_DATA makes it report a content height (321, or 99999 for the project id `huge`). It accepts requests only from the host origin it was given, like the real frame.
 */
const framePage = `<!doctype html><html><body><script>
const params = new URLSearchParams(location.search)
const host = params.get('origin')
const say = (message) => parent.postMessage(message, host)
window.addEventListener('message', (event) => {
  if (event.origin !== host || event.source !== parent) return
  const { id, request } = event.data
  window.lastRequestId = id
  if (request === 'GET_USER') say({ id, type: 'success', result: { address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94', chainId: 1, accounts: [], preferredAccountType: 'eoa', smartAccountDeployed: false, authProvider: 'email', email: 'a@example.com' } })
  if (request === 'CONNECT_EMAIL') say({ id, type: 'error', message: 'Invalid e-mail', reason: 'EMAIL_INVALID' })
  if (request === 'SIGN_OUT') say({ id, type: 'error' })
  if (request === 'RPC_REQUEST') window.rpcId = id
  if (request === 'CANCEL_RPC_REQUEST') window.cancelledId = event.data.params.requestId
  if (request === 'SYNC_DAPP_DATA') {
    // The test's way to make the frame report a content height.
    say({ id: 'height-' + id, type: 'content-height', height: event.data.params.projectId === 'huge' ? 99999 : 321 })
    say({ id, type: 'success', result: {} })
  }
})
if (!params.has('silent')) say({ id: 'ready-1', type: 'ready' })
</script></body></html>`

/**
 * A foreign page: once told a request id, it posts a well-formed success reply for it to the host page
 * (its parent), from its own origin.
 */
const foreignPage = `<!doctype html><html><body><script>
window.addEventListener('message', (event) => {
  parent.postMessage({ id: event.data.id, type: 'success', result: { isConnected: true } }, '*')
})
</script></body></html>`

/** A foreign page that, once told anything, posts a content-height event to its parent. */
const foreignHeightPage = `<!doctype html><html><body><script>
window.addEventListener('message', () => {
  parent.postMessage({ id: 'forged-height', type: 'content-height', height: 900 }, '*')
})
</script></body></html>`

const hostPage = (script: string) =>
  `<!doctype html><html><head><title>host</title></head><body><script>${script}</script></body></html>`

function serve(routes: (path: string) => string | undefined): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const body = routes(new URL(request.url ?? '/', 'http://x').pathname)
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(body ?? 'not found')
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    )
  })
}

describe('the frame client against a real frame on its own origin', { timeout: 120_000 }, () => {
  let browser: Browser
  let servers: Server[] = []
  let hostOrigin = ''
  let frameOrigin = ''
  let foreignOrigin = ''
  let page: Page | undefined

  beforeAll(async () => {
    const bundle = await build({
      stdin: {
        contents: `import { createFrameClient } from ${JSON.stringify(clientSource)}\nwindow.createFrameClient = createFrameClient`,
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      format: 'iife',
      write: false,
      conditions: ['@gatehouse/source'],
      logLevel: 'silent',
    })
    const script = bundle.outputFiles[0]?.text ?? ''
    const [host, frame, foreign] = await Promise.all([
      serve((path) => (path === '/' ? hostPage(script) : undefined)),
      serve((path) => (path === '/frame' ? framePage : undefined)),
      serve((path) =>
        path === '/foreign' ? foreignPage : path === '/foreign-height' ? foreignHeightPage : undefined,
      ),
    ])
    servers = [host.server, frame.server, foreign.server]
    ;[hostOrigin, frameOrigin, foreignOrigin] = [host.origin, frame.origin, foreign.origin]
    browser = await launchChromium()
  }, 60_000)

  afterEach(async () => {
    await page?.context().close()
    page = undefined
  })

  afterAll(async () => {
    await browser?.close()
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  })

  /** A host page with a client for the frame at `frameQuery`, with `timing` (ms) where a test shortens it. */
  async function openHost(frameQuery = '', timing: Record<string, number> = {}): Promise<Page> {
    const context = await browser.newContext()
    page = await context.newPage()
    await page.goto(`${hostOrigin}/`)
    await page.evaluate(
      ({ url, timing }) => {
        const win = window as unknown as Record<string, unknown>
        const alerts: string[] = []
        win['alerts'] = alerts
        const create = win['createFrameClient'] as (options: unknown) => unknown
        win['client'] = create({
          url,
          hostOrigin: location.origin,
          projectId: 'test-project',
          alert: { open: (kind: string) => (alerts.push(kind), true) },
          timing,
        })
      },
      { url: `${frameOrigin}/frame${frameQuery}`, timing },
    )
    return page
  }

  /** Runs a request in the page; resolves with its result or `{ error, code }` (and the refusal's `reason`). */
  function request(target: Page, type: string, params: unknown = {}) {
    return target.evaluate(
      async ({ type, params }) => {
        const client = (window as unknown as { client: { request(t: string, p: unknown): Promise<unknown> } })
          .client
        try {
          return { result: await client.request(type, params) }
        } catch (error) {
          const reason = ((error as Error).cause as { reason?: string } | undefined)?.reason
          return {
            error: (error as Error).message,
            code: (error as { code?: string }).code,
            ...(reason ? { reason } : {}),
          }
        }
      },
      { type, params },
    )
  }

  it('creates the frame only on the first request, on the frame origin with the host origin and project id', async () => {
    const host = await openHost()
    expect(await host.locator('iframe').count()).toBe(0)
    const answer = await request(host, 'GET_USER')
    expect(answer).toEqual({
      result: expect.objectContaining({ authProvider: 'email', email: 'a@example.com' }),
    })
    const src = new URL((await host.locator('iframe').getAttribute('src')) ?? '')
    expect(src.origin).toBe(frameOrigin)
    expect(src.searchParams.get('origin')).toBe(hostOrigin)
    expect(src.searchParams.get('projectId')).toBe('test-project')
    expect(
      await host.evaluate(
        () => (window as unknown as { client: { state: { status: string } } }).client.state.status,
      ),
    ).toBe('ready')
  })

  it("rejects with the frame's message and refusal code, or 'An error occurred' when it sends none", async () => {
    const host = await openHost()
    expect(await request(host, 'CONNECT_EMAIL', { email: 'x' })).toEqual({
      error: 'Invalid e-mail',
      code: 'FrameRequestFailed',
      reason: 'EMAIL_INVALID',
    })
    expect(await request(host, 'SIGN_OUT')).toEqual({
      error: 'An error occurred',
      code: 'FrameRequestFailed',
    })
  })

  it('a frame that never says ready: IFRAME_LOAD_FAILED, and what waits rejects with iframe_load_failed', async () => {
    // The load timeout shortened to 1.5 s for this test (the e2e waits the real 20 s).
    const host = await openHost('?silent', { loadTimeout: 1_500 })
    const started = Date.now()
    const answers = await Promise.all([request(host, 'GET_USER'), request(host, 'IS_CONNECTED')])
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400)
    expect(answers).toEqual([
      { error: 'iframe_load_failed', code: 'FrameLoadFailed' },
      { error: 'iframe_load_failed', code: 'FrameLoadFailed' },
    ])
    expect(await host.evaluate(() => (window as unknown as { alerts: string[] }).alerts)).toEqual([
      'IFRAME_LOAD_FAILED',
    ])
    expect(await host.locator('iframe').count()).toBe(0)
  })

  it('a login request unanswered: IFRAME_REQUEST_TIMEOUT, and every pending request is aborted', async () => {
    const host = await openHost('', { requestTimeout: 1_500 })
    const answers = await Promise.all([
      request(host, 'CONNECT_OTP', { otp: '123456' }),
      request(host, 'RPC_REQUEST', { method: 'eth_chainId' }),
    ])
    expect(answers).toEqual([
      { error: 'iframe_request_timeout', code: 'FrameRequestTimeout' },
      { error: 'iframe_request_timeout', code: 'FrameRequestTimeout' },
    ])
    expect(await host.evaluate(() => (window as unknown as { alerts: string[] }).alerts)).toEqual([
      'IFRAME_REQUEST_TIMEOUT',
    ])
  })

  it("an aborted RPC request rejects with 'Request was aborted'", async () => {
    const host = await openHost()
    const answer = await host.evaluate(async () => {
      const client = (
        window as unknown as {
          client: { request(t: string, p: unknown, o: unknown): Promise<unknown> }
        }
      ).client
      const abort = new AbortController()
      const pending = client.request('RPC_REQUEST', { method: 'personal_sign' }, { signal: abort.signal })
      setTimeout(() => abort.abort(), 1_000)
      try {
        return await pending
      } catch (error) {
        return (error as Error).message
      }
    })
    expect(answer).toBe('Request was aborted')
    // The frame is told, so an approval screen it shows for the request does not outlive it.
    const frame = host.frames().find((candidate) => candidate.url().startsWith(frameOrigin))
    const ids = await frame?.waitForFunction(() => {
      const { rpcId, cancelledId } = window as unknown as { rpcId?: string; cancelledId?: string }
      return cancelledId ? { rpcId, cancelledId } : undefined
    })
    const { rpcId, cancelledId } = ((await ids?.jsonValue()) ?? {}) as {
      rpcId?: string
      cancelledId?: string
    }
    expect(cancelledId).toBeDefined()
    expect(cancelledId).toBe(rpcId)
  })

  it("sizes the frame to the height it reports, clamped; a foreign window's height message is ignored", async () => {
    const host = await openHost()
    await request(host, 'GET_USER')
    const height = () =>
      host.evaluate(() => document.querySelector<HTMLElement>('[data-gatehouse-frame-host]')?.style.height)
    expect(await height()).toBe('120px')
    await request(host, 'SYNC_DAPP_DATA', { projectId: 'p', sdkVersion: 't' })
    await expect.poll(height).toBe('321px')
    // A page of another origin says the same kind of thing: nothing changes.
    await host.evaluate(
      (foreign) =>
        new Promise<void>((resolve) => {
          const frame = document.createElement('iframe')
          frame.src = foreign
          frame.onload = () => {
            frame.contentWindow?.postMessage({ id: 'x' }, '*')
            setTimeout(resolve, 300)
          }
          document.body.appendChild(frame)
        }),
      `${foreignOrigin}/foreign-height`,
    )
    await host.evaluate(() => window.postMessage({ id: 'self', type: 'content-height', height: 700 }, '*'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await height()).toBe('321px')
    // Too tall for the modal: clamped.
    await request(host, 'SYNC_DAPP_DATA', { projectId: 'huge', sdkVersion: 't' })
    await expect.poll(height).toBe('1200px')
  })

  it('ignores a well-formed reply from a foreign origin, and from another window of the frame origin', async () => {
    const host = await openHost('', { requestTimeout: 4_000 })
    // The frame never answers CONNECT_OTP; a foreign page and a second frame-origin window try to.
    await request(host, 'GET_USER')
    const answer = await host.evaluate(
      async ({ foreign, impostor }) => {
        const client = (
          window as unknown as {
            client: { request(t: string, p: unknown, o: unknown): Promise<unknown> }
          }
        ).client
        const add = (src: string) =>
          new Promise<HTMLIFrameElement>((resolve) => {
            const frame = document.createElement('iframe')
            frame.src = src
            frame.onload = () => resolve(frame)
            document.body.appendChild(frame)
          })
        const [foreignFrame, impostorFrame] = await Promise.all([add(foreign), add(impostor)])
        const id = 'forged-id'
        const pending = client.request('CONNECT_OTP', { otp: '1' }, { id }).then(
          (result) => ({ result }),
          (error: Error) => ({ error: error.message }),
        )
        // The foreign page answers for the pending id at once, from its own origin.
        foreignFrame.contentWindow?.postMessage({ id }, '*')
        // A second window on the frame's origin (not the client's frame) is asked the same id and answers.
        impostorFrame.contentWindow?.postMessage(
          { id, type: 'request', request: 'GET_USER', params: {} },
          '*',
        )
        return pending
      },
      {
        foreign: `${foreignOrigin}/foreign`,
        impostor: `${frameOrigin}/frame?silent&origin=${encodeURIComponent(hostOrigin)}`,
      },
    )
    expect(answer).toEqual({ error: 'iframe_request_timeout' })
  })
})
