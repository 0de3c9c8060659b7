import { describe, expect, it } from 'vitest'
import { proxy } from 'valtio/vanilla'
import { GatehouseError } from '@gatehouse/common'
import type { EmbeddedWallet, EmbeddedWalletState } from '@gatehouse/controllers'
import { createFarcasterSignIn } from './createFarcasterSignIn'
import { farcasterProblemOf } from './farcasterProblem'

describe('a Farcaster sign-in refusal', () => {
  it("reads the service's reasons as the visitor's", () => {
    const problem = (message: string) => farcasterProblemOf(new GatehouseError('FrameRequestFailed', message))
    expect(problem('The signing address is not the custody address of fid 1')).toBe('custody')
    expect(problem('The Farcaster signature does not match the message')).toBe('signature')
    expect(problem('The Farcaster sign-in has expired; start again')).toBe('expired')
    expect(problem('This Farcaster sign-in was already used; start again')).toBe('expired')
    expect(problem('iframe_request_timeout')).toBe('failed')
    expect(farcasterProblemOf('not an error')).toBe('failed')
  })
})

/** The view's sign-in against a scripted embedded wallet. */
function setUp(connect: (signal?: AbortSignal) => Promise<void>) {
  const state = proxy<EmbeddedWalletState>({ frame: 'ready', loggingIn: false })
  const calls: string[] = []
  let links = 0
  let connected = false
  const router = {
    state: { view: 'ConnectingFarcaster' },
    reset: (view: string) => calls.push(`reset ${view}`),
  }
  const wallet = {
    state,
    async getFarcasterUri() {
      links += 1
      state.farcasterUrl = `farcaster://connect?channelToken=link${links}`
      calls.push('link')
      return state.farcasterUrl
    },
    async connectFarcaster(signal?: AbortSignal) {
      calls.push('wait')
      await connect(signal)
      connected = true
    },
    async clearFarcaster() {
      state.farcasterUrl = undefined
      calls.push('clear')
    },
  } as unknown as EmbeddedWallet
  const signIn = createFarcasterSignIn({
    embeddedWallet: wallet,
    connection: { isConnected: () => connected } as never,
    router: router as never,
  })
  return { signIn, calls, state }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the ConnectingFarcaster sign-in', () => {
  it('shows the link, waits, and goes to Account once connected', async () => {
    const kit = setUp(async () => undefined)
    kit.signIn.start()
    await settle()
    expect(kit.calls).toEqual(['link', 'wait', 'reset Account'])
  })

  it('shows the problem on a refusal, and a retry asks for a new link', async () => {
    let refuse = true
    const kit = setUp(async () => {
      if (refuse) throw new Error('The signing address is not the custody address of fid 1')
    })
    kit.signIn.start()
    await settle()
    expect(kit.signIn.state).toMatchObject({ status: 'failed', problem: 'custody', url: undefined })
    refuse = false
    kit.signIn.retry()
    await settle()
    expect(kit.calls).toEqual(['link', 'wait', 'link', 'wait', 'reset Account'])
  })

  it('leaving while not connected stops waiting and clears the link (the auth connector reloads)', async () => {
    const kit = setUp(
      (signal) =>
        new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    )
    kit.signIn.start()
    await settle()
    expect(kit.signIn.state).toMatchObject({
      status: 'waiting',
      url: 'farcaster://connect?channelToken=link1',
    })
    kit.signIn.leave()
    await settle()
    expect(kit.calls).toEqual(['link', 'wait', 'clear'])
    expect(kit.state.farcasterUrl).toBeUndefined()
    expect(kit.signIn.state.status).toBe('opening')
    // Coming back opens a fresh link.
    kit.signIn.start()
    await settle()
    expect(kit.signIn.state.url).toBe('farcaster://connect?channelToken=link2')
  })
})
