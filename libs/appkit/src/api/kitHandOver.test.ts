import { describe, expect, it, vi } from 'vitest'
import { kitHandOver, type ShellAnswers } from './kitHandOver'
import type { LoadedKit } from './kitHandOver'
import type { AppKit } from './types'

/** Every call the shell answers until the kit is there (one added to the API must be listed here). */
const calls: Record<keyof ShellAnswers, true> = {
  open: true,
  close: true,
  getState: true,
  subscribeState: true,
  getAccount: true,
  subscribeAccount: true,
  getCaipNetwork: true,
  getNetwork: true,
  subscribeNetwork: true,
  switchNetwork: true,
  disconnect: true,
  addNetwork: true,
  removeNetwork: true,
  getThemeMode: true,
  setThemeMode: true,
  getThemeVariables: true,
  setThemeVariables: true,
  getTheme: true,
  subscribeTheme: true,
  getWalletProvider: true,
  subscribeProviders: true,
  getEvent: true,
  subscribeEvents: true,
  getWalletInfo: true,
  subscribeWalletInfo: true,
  connectWallet: true,
  getSIWX: true,
  getSIWXSession: true,
  subscribeSIWXSession: true,
  signOutSIWX: true,
  ready: true,
}
const callNames = Object.keys(calls) as (keyof ShellAnswers)[]

/** An API whose every method logs its call as `side.name(arguments)` and answers `side`. */
function answering(side: string, log: string[]): AppKit {
  const api: Record<string, (...args: unknown[]) => unknown> = {}
  for (const name of [...callNames, 'getLocale', 'setLocale', 'destroy']) {
    api[name] = (...args) => {
      log.push(`${side}.${name}(${args.join()})`)
      return side
    }
  }
  return api as unknown as AppKit
}

function deferred<T>() {
  let resolve = (_value: T) => {}
  let reject = (_error: unknown) => {}
  const promise = new Promise<T>((resolveWith, rejectWith) => {
    resolve = resolveWith
    reject = rejectWith
  })
  return { promise, resolve, reject }
}

/**
 * A hand-over whose kit arrives (`arrive`) or fails to (`fail`) when the test says, with a shell and
 * a kit that log every call they answer in `log`.
 */
function setUp(shell?: ShellAnswers, appkit?: AppKit) {
  const log: string[] = []
  const builds: ReturnType<typeof deferred<LoadedKit>>[] = []
  const takeOvers: (() => boolean)[] = []
  const kit = {
    appkit: appkit ?? answering('kit', log),
    applyQueued: (queued: ((appkit: AppKit) => void)[]) => {
      log.push(`kit.applyQueued(${queued.length})`)
      queued.forEach((call) => call(kit.appkit))
    },
  } as LoadedKit
  const handOver = kitHandOver(shell ?? answering('shell', log), (takeOverOpening) => {
    takeOvers.push(takeOverOpening)
    builds.push(deferred<LoadedKit>())
    return (builds.at(-1) as ReturnType<typeof deferred<LoadedKit>>).promise
  })
  const current = () => builds.at(-1) as ReturnType<typeof deferred<LoadedKit>>
  return {
    log,
    builds,
    takeOvers,
    kit,
    handOver,
    /** The kit's chunk arrives and the kit is built. */
    async arrive() {
      current().resolve(kit)
      await handOver.load()
    },
    /** The kit's chunk does not arrive (offline, a deploy). */
    async fail() {
      const loading = handOver.load()
      current().reject(new Error('offline'))
      await loading.catch(() => undefined)
    },
  }
}

describe('the hand-over: its states and the events that move between them', () => {
  it('starts idle and asks for nothing until load', () => {
    const { handOver, builds } = setUp()
    expect(handOver.state()).toBe('idle')
    expect(handOver.loaded()).toBeUndefined()
    expect(builds).toHaveLength(0)
  })

  it('load: idle → loading, asking for the kit once; its arrival: loading → ready', async () => {
    const { handOver, builds, kit, arrive } = setUp()
    const loading = handOver.load()
    expect(handOver.state()).toBe('loading')
    expect(handOver.load()).toBe(loading)
    expect(builds).toHaveLength(1)
    expect(handOver.loaded()).toBeUndefined()
    await arrive()
    expect(handOver.state()).toBe('ready')
    expect(handOver.loaded()).toBe(kit)
    await expect(handOver.load()).resolves.toBe(kit)
    expect(builds).toHaveLength(1)
  })

  it('a failed load: loading → idle, rejecting with its error; the next load asks again', async () => {
    const { handOver, builds, kit, arrive } = setUp()
    const loading = handOver.load()
    builds[0]?.reject(new Error('offline'))
    await expect(loading).rejects.toThrow('offline')
    expect(handOver.state()).toBe('idle')
    expect(handOver.loaded()).toBeUndefined()

    void handOver.load()
    expect(handOver.state()).toBe('loading')
    expect(builds).toHaveLength(2)
    await arrive()
    expect(handOver.state()).toBe('ready')
    expect(handOver.loaded()).toBe(kit)
  })

  it('destroy: idle → destroyed', () => {
    const { handOver } = setUp()
    handOver.destroy()
    expect(handOver.state()).toBe('destroyed')
  })

  it('destroy: ready → destroyed, destroying the kit', async () => {
    const { handOver, log, arrive } = setUp()
    void handOver.load()
    await arrive()
    handOver.destroy()
    expect(handOver.state()).toBe('destroyed')
    expect(log).toContain('kit.destroy()')
  })

  it('destroy: loading → destroyed; the kit that arrives then is destroyed at once, and nothing moves to it', async () => {
    const { handOver, log, arrive } = setUp()
    handOver.queue((appkit) => appkit.addNetwork('eip155', 'a network' as never))
    void handOver.load()
    handOver.destroy()
    await arrive()
    expect(handOver.state()).toBe('destroyed')
    expect(log).toEqual(['kit.destroy()'])
  })

  it('destroy: a load that fails after it leaves the hand-over destroyed', async () => {
    const { handOver, fail } = setUp()
    void handOver.load()
    handOver.destroy()
    await fail()
    expect(handOver.state()).toBe('destroyed')
  })
})

describe('each call of the API in each state', () => {
  /** Calls every method of `api` once and returns who answered each. */
  const callEach = (api: ShellAnswers, log: string[]) => {
    log.length = 0
    for (const name of callNames) (api[name] as (argument: string) => unknown)('x')
    return log.splice(0)
  }
  const answeredBy = (side: string) => callNames.map((name) => `${side}.${name}(x)`)

  it('idle and loading: the shell answers every call', async () => {
    const { handOver, log } = setUp()
    expect(callEach(handOver.api, log)).toEqual(answeredBy('shell'))
    void handOver.load()
    expect(callEach(handOver.api, log)).toEqual(answeredBy('shell'))
  })

  it('ready: every call goes to the kit, with its arguments, and its answer comes back', async () => {
    const { handOver, log, arrive } = setUp()
    void handOver.load()
    await arrive()
    expect(callEach(handOver.api, log)).toEqual(answeredBy('kit'))
    expect(handOver.api.getState()).toBe('kit')
  })

  it('destroyed: the kit answers if it had arrived, else the shell', async () => {
    const before = setUp()
    before.handOver.destroy()
    expect(callEach(before.handOver.api, before.log)).toEqual(answeredBy('shell'))

    const after = setUp()
    void after.handOver.load()
    await after.arrive()
    after.handOver.destroy()
    expect(callEach(after.handOver.api, after.log)).toEqual(answeredBy('kit'))
  })
})

describe('calls queued before the kit is there', () => {
  it('apply to the kit as it arrives, once each and in order, before the subscriptions move', async () => {
    const { handOver, log, arrive } = setUp()
    const queueAdd = (id: string) => handOver.queue((appkit) => appkit.addNetwork('eip155', id as never))
    queueAdd('a')
    queueAdd('b')
    void handOver.load()
    queueAdd('c')
    handOver.hold(
      () => 1,
      () => {
        log.push('subscribed to the kit')
        return () => undefined
      },
      () => undefined,
    )
    await arrive()
    expect(log).toEqual([
      'kit.applyQueued(3)',
      'kit.addNetwork(eip155,a)',
      'kit.addNetwork(eip155,b)',
      'kit.addNetwork(eip155,c)',
      'subscribed to the kit',
    ])
  })

  it('wait through a failed load and apply, once, when a later load succeeds', async () => {
    const { handOver, log, arrive, fail } = setUp()
    handOver.queue((appkit) => appkit.removeNetwork('eip155', 1))
    await fail()
    expect(log).toEqual([])
    void handOver.load()
    await arrive()
    await handOver.load()
    expect(log).toEqual(['kit.applyQueued(1)', 'kit.removeNetwork(eip155,1)'])
  })
})

describe('subscriptions held until the kit is there', () => {
  /** A side (shell or kit) with one value and the listeners subscribed to it. */
  function side(initial: unknown) {
    const listeners = new Set<(value: unknown) => void>()
    return {
      value: initial,
      listeners,
      set(value: unknown) {
        this.value = value
        listeners.forEach((listener) => listener(value))
      },
    }
  }

  function heldSubscription(shellValue: unknown, kitValue: unknown) {
    const shellSide = side(shellValue)
    const kitSide = side(kitValue)
    const shell = { getTheme: () => shellSide.value } as unknown as ShellAnswers
    const appkit = {
      getTheme: () => kitSide.value,
      subscribeTheme: (listener: (value: unknown) => void) => {
        kitSide.listeners.add(listener)
        return () => kitSide.listeners.delete(listener)
      },
      destroy: () => undefined,
    } as unknown as AppKit
    const setup = setUp(shell, appkit)
    const heard: unknown[] = []
    const unsubscribe = setup.handOver.hold(
      (answers) => answers.getTheme(),
      (kit) => kit.subscribeTheme((value) => heard.push(value)),
      (value) => heard.push(value),
    )
    return { ...setup, shellSide, kitSide, heard, unsubscribe }
  }

  it("hear the shell's changes while the kit is on its way", () => {
    const { handOver, shellSide, heard } = heldSubscription('dark', 'dark')
    handOver.changed()
    expect(heard).toEqual([])
    shellSide.value = 'light'
    handOver.changed()
    void handOver.load()
    handOver.changed()
    expect(heard).toEqual(['light'])
  })

  it("move to the kit as it arrives, hearing nothing when the kit's value equals the shell's", async () => {
    const { handOver, kitSide, heard, arrive } = heldSubscription({ mode: 'dark' }, { mode: 'dark' })
    void handOver.load()
    await arrive()
    expect(heard).toEqual([])
    expect(kitSide.listeners.size).toBe(1)
    kitSide.set({ mode: 'light' })
    expect(heard).toEqual([{ mode: 'light' }])
  })

  it("hear the kit's value once as it arrives when it differs from the last they heard", async () => {
    const { handOver, shellSide, heard, arrive } = heldSubscription('dark', 'light')
    shellSide.value = 'sepia'
    handOver.changed()
    void handOver.load()
    await arrive()
    expect(heard).toEqual(['sepia', 'light'])
  })

  it('are kept through a failed load', async () => {
    const { handOver, kitSide, heard, arrive, fail } = heldSubscription('dark', 'light')
    await fail()
    void handOver.load()
    await arrive()
    expect(heard).toEqual(['light'])
    expect(kitSide.listeners.size).toBe(1)
  })

  it('unsubscribed before the kit arrives: never move to it; after: leave the kit', async () => {
    const before = heldSubscription('dark', 'light')
    before.unsubscribe()
    void before.handOver.load()
    await before.arrive()
    expect(before.kitSide.listeners.size).toBe(0)
    expect(before.heard).toEqual([])

    const after = heldSubscription('dark', 'dark')
    void after.handOver.load()
    await after.arrive()
    after.unsubscribe()
    expect(after.kitSide.listeners.size).toBe(0)
  })

  it('stop with destroy, before or after the kit has taken them over', async () => {
    const before = heldSubscription('dark', 'light')
    void before.handOver.load()
    before.handOver.destroy()
    await before.arrive()
    expect(before.kitSide.listeners.size).toBe(0)
    expect(before.heard).toEqual([])

    const after = heldSubscription('dark', 'dark')
    void after.handOver.load()
    await after.arrive()
    after.handOver.destroy()
    expect(after.kitSide.listeners.size).toBe(0)
  })
})

describe("open before the kit is there, and the modal's frame meanwhile", () => {
  /** A kit whose modal opens and closes. */
  function openingKit() {
    let open = false
    const appkit = {
      open: vi.fn(async () => {
        open = true
      }),
      close: vi.fn(async () => {
        open = false
      }),
      getState: () => ({ open }),
    } as unknown as AppKit
    return { ...setUp(undefined, appkit), appkit }
  }

  it('loads the kit (idle → loading) and opens it, with its options, once it is there', async () => {
    const { handOver, appkit, arrive } = openingKit()
    const opened = handOver.open({ view: 'Networks' })
    expect(handOver.state()).toBe('loading')
    await arrive()
    await opened
    expect(appkit.open).toHaveBeenCalledExactlyOnceWith({ view: 'Networks' })
  })

  it('opens once for the latest of several opens made while the kit loads', async () => {
    const { handOver, appkit, arrive } = openingKit()
    const first = handOver.open({ view: 'Networks' })
    const second = handOver.open({ view: 'Account' })
    await arrive()
    await Promise.all([first, second])
    expect(appkit.open).toHaveBeenCalledExactlyOnceWith({ view: 'Account' })
  })

  it('is taken back when the visitor closes the frame (cancelOpen): the kit arrives and stays closed', async () => {
    const { handOver, appkit, arrive } = openingKit()
    const opened = handOver.open()
    handOver.cancelOpen()
    await arrive()
    await opened
    expect(appkit.open).not.toHaveBeenCalled()
    expect(handOver.state()).toBe('ready')
  })

  it('cancelOpen closes a modal the open reached a moment before', async () => {
    const { handOver, appkit, arrive } = openingKit()
    const opened = handOver.open()
    await arrive()
    await opened
    handOver.cancelOpen()
    expect(appkit.close).toHaveBeenCalledOnce()
  })

  it('rejects with the error of a failed load, and the next open asks again', async () => {
    const { handOver, appkit, builds, arrive } = openingKit()
    const opened = handOver.open()
    builds[0]?.reject(new Error('offline'))
    await expect(opened).rejects.toThrow('offline')
    expect(handOver.state()).toBe('idle')
    const again = handOver.open()
    await arrive()
    await again
    expect(builds).toHaveLength(2)
    expect(appkit.open).toHaveBeenCalledOnce()
  })

  it("the frame shown meanwhile is closed once, by the modal's dialog as it shows", () => {
    const { handOver, takeOvers } = openingKit()
    void handOver.load()
    const takeOverOpening = takeOvers[0] as () => boolean
    expect(takeOverOpening()).toBe(false)
    const dismiss = vi.fn(() => true)
    handOver.showOpening(dismiss)
    expect(takeOverOpening()).toBe(true)
    expect(takeOverOpening()).toBe(false)
    expect(dismiss).toHaveBeenCalledOnce()
  })

  it('a frame the visitor closed is not closed again by the modal', () => {
    const { handOver, takeOvers } = openingKit()
    void handOver.load()
    const dismiss = vi.fn(() => true)
    handOver.showOpening(dismiss)
    handOver.cancelOpen()
    expect((takeOvers[0] as () => boolean)()).toBe(false)
    expect(dismiss).not.toHaveBeenCalled()
  })
})
