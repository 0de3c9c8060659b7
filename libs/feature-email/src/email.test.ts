import { proxy } from 'valtio/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorMessage, GatehouseError, localhost, Timing } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type EmbeddedWallet,
  type EmbeddedWalletState,
} from '@gatehouse/controllers'
import { quietAdapter } from '@gatehouse/controllers/testing'
import { createEmailController } from './createEmailController'
import { codeProblemOf, emailProblemOf } from './problems'
import { validEmail } from './validateEmail'

/**
 * A small in-memory embedded wallet that keeps the interface's promises (a code per login, the 30 s
 * resend cooldown, three tries, codes that expire, device approval, the two-code e-mail change), so
 * the view logic can be checked without the frame. The real frame is exercised by the e2e test.
 */
function memoryWallet(clock: { now: number }) {
  const state = proxy<EmbeddedWalletState>({ frame: 'absent', loggingIn: false })
  const fail = (message: string) => new GatehouseError('FrameRequestFailed', message)
  let code = ''
  let issuedAt = 0
  let tries = 0
  const unapprovedDevices = new Set<string>()
  const calls = { prepare: 0, connectEmail: 0, signOut: 0 }
  let frameFails = false
  let connectFails = false
  const check = (otp: string) => {
    if (tries >= 3) throw fail('Too many attempts, ask for a new code')
    if (clock.now - issuedAt > 600_000) throw fail('The code has expired')
    if (otp !== code) {
      tries += 1
      throw fail('Invalid code')
    }
  }
  const issue = () => {
    code = String(100_000 + Math.floor(Math.random() * 900_000))
    issuedAt = clock.now
    tries = 0
  }
  const wallet: EmbeddedWallet = {
    state,
    async prepare() {
      calls.prepare += 1
      if (frameFails) {
        state.frame = 'failed'
        throw fail('iframe_load_failed')
      }
      state.frame = 'ready'
    },
    async connectEmail(email) {
      calls.connectEmail += 1
      const last = state.lastEmailLoginAt
      if (last !== undefined && clock.now - last < Timing.emailLoginCooldown)
        throw fail(
          ErrorMessage.tryAgainAfter(Math.ceil((last + Timing.emailLoginCooldown - clock.now) / 1000)),
        )
      state.lastEmailLoginAt = clock.now
      state.pendingEmail = email
      if (unapprovedDevices.has(email)) return { action: 'VERIFY_DEVICE' }
      issue()
      return { action: 'VERIFY_OTP' }
    },
    async connectOtp(otp) {
      check(otp)
      if (connectFails) throw fail('An error occurred')
      state.user = {
        email: state.pendingEmail,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 31337,
        accounts: [],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
        authProvider: 'email',
      }
      delete state.pendingEmail
    },
    async updateEmail(email) {
      state.emailUpdate = { email, step: 'primary' }
      issue()
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async updateEmailPrimaryOtp(otp) {
      check(otp)
      if (state.emailUpdate) state.emailUpdate = { ...state.emailUpdate, step: 'secondary' }
      issue()
    },
    async updateEmailSecondaryOtp(otp) {
      check(otp)
      const newEmail = state.emailUpdate?.email ?? ''
      if (state.user) state.user = { ...state.user, email: newEmail }
      delete state.emailUpdate
      return { newEmail }
    },
    async signOut() {
      calls.signOut += 1
      delete state.user
      delete state.pendingEmail
    },
    // Social and Farcaster logins are feature-socials'; an e-mail flow that reached them is a bug.
    getSocialRedirectUri: () => Promise.reject(fail('not an e-mail call')),
    connectSocial: () => Promise.reject(fail('not an e-mail call')),
    getFarcasterUri: () => Promise.reject(fail('not an e-mail call')),
    connectFarcaster: () => Promise.reject(fail('not an e-mail call')),
    clearFarcaster: () => Promise.reject(fail('not an e-mail call')),
  }
  return {
    wallet,
    calls,
    code: () => code,
    needsDeviceApproval: (email: string) => unapprovedDevices.add(email),
    approveDevice: (email: string) => unapprovedDevices.delete(email),
    failFrame: () => (frameFails = true),
    failConnection: () => (connectFails = true),
  }
}

function setup() {
  const clock = { now: 1_700_000_000_000 }
  const kit = createControllers(
    { networks: [localhost], adapters: [quietAdapter([localhost])], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
  )
  const memory = memoryWallet(clock)
  const email = createEmailController(
    { ...createFeatureContext(kit), embeddedWallet: memory.wallet },
    () => clock.now,
  )
  kit.router.reset('Connect')
  return { kit, clock, memory, email, state: email.state }
}

afterEach(() => vi.restoreAllMocks())

describe('validEmail: the e-mail address rule', () => {
  it('accepts addresses and refuses what is not one', () => {
    expect(validEmail(' ada@example.com ')).toBe('ada@example.com')
    expect(validEmail('a.b+tag@mail.example.org')).toBe('a.b+tag@mail.example.org')
    for (const bad of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'a da@example.com',
      'ada@@example.com',
    ])
      expect(validEmail(bad), bad).toBeUndefined()
  })
})

describe('codeProblemOf', () => {
  it('reads the resend refusal’s seconds and tells wrong, expired and exhausted codes from failures', () => {
    expect(codeProblemOf(new Error('Please try again after 12 seconds'))).toEqual({
      kind: 'cooldown',
      seconds: 12,
    })
    expect(codeProblemOf(new Error('Invalid code'))).toEqual({ kind: 'wrong' })
    expect(codeProblemOf(new Error('The code has expired'))).toEqual({ kind: 'expired' })
    expect(codeProblemOf(new Error('Too many attempts, ask for a new code'))).toEqual({
      kind: 'tooManyTries',
    })
    expect(codeProblemOf(new Error('An error occurred'))).toEqual({ kind: 'failed' })
    expect(codeProblemOf('nope')).toEqual({ kind: 'failed' })
    // apps/cloud's refusals, as the frame forwards them.
    expect(codeProblemOf(new Error('The code is wrong; 2 tries left'))).toEqual({ kind: 'wrong' })
    expect(codeProblemOf(new Error('Too many wrong codes; ask for a new one'))).toEqual({
      kind: 'tooManyTries',
    })
    expect(codeProblemOf(new Error('The code has expired; ask for a new one'))).toEqual({ kind: 'expired' })
    expect(codeProblemOf(new Error('No code is waiting for this address; ask for a new one'))).toEqual({
      kind: 'expired',
    })
  })

  it('reads the service’s address refusals', () => {
    expect(emailProblemOf(new Error('Please try again after 3 seconds'))).toEqual({
      kind: 'cooldown',
      seconds: 3,
    })
    expect(emailProblemOf(new Error('This is already your e-mail address'))).toEqual({ kind: 'same' })
    expect(emailProblemOf(new Error('This e-mail address belongs to another account'))).toEqual({
      kind: 'taken',
    })
    expect(emailProblemOf(new Error('The code could not be sent; try again later'))).toEqual({
      kind: 'failed',
    })
  })

  it('reads the service’s limits on an address by their reason, with the minutes they hold', () => {
    const refusal = (message: string, reason: string) =>
      new GatehouseError('FrameRequestFailed', message, { cause: { reason } })
    const locked = refusal('Too many wrong codes for this address; try again in 42 minutes', 'EMAIL_LOCKED')
    expect(codeProblemOf(locked)).toEqual({ kind: 'locked', minutes: 42 })
    expect(emailProblemOf(locked)).toEqual({ kind: 'locked', minutes: 42 })
    expect(
      emailProblemOf(
        refusal('Too many codes were sent to this address; try again in 1 minute', 'EMAIL_CODE_LIMIT'),
      ),
    ).toEqual({ kind: 'tooManyCodes', minutes: 1 })
    expect(
      codeProblemOf(
        refusal(
          'Codes were asked for too many addresses from this network; try again in 59 minutes',
          'EMAIL_CLIENT_LIMIT',
        ),
      ),
    ).toEqual({ kind: 'tooManyCodes', minutes: 59 })
    // Without its reason the wording alone decides, as before.
    expect(
      codeProblemOf(new Error('Too many wrong codes for this address; try again in 42 minutes')),
    ).toEqual({
      kind: 'tooManyTries',
    })
  })
})

describe('e-mail login', () => {
  it('refuses an invalid address without asking the service, and the message goes once the address is corrected', async () => {
    const { email, state, memory } = setup()
    email.setEmail('ada@example')
    await email.submitEmail()
    expect(state.emailProblem).toEqual({ kind: 'invalid' })
    expect(memory.calls.connectEmail).toBe(0)
    email.setEmail('ada@example.co')
    expect(state.emailProblem).toBeUndefined()
  })

  it('asks for a code, checks it and shows Account; a wrong code stays on the view', async () => {
    const { kit, email, state, memory } = setup()
    email.setEmail('ada@example.com')
    await email.submitEmail()
    expect(memory.calls.prepare).toBe(1)
    expect(kit.router.state.view).toBe('EmailVerifyOtp')
    expect(memory.wallet.state.pendingEmail).toBe('ada@example.com')

    await email.submitCode('000000' === memory.code() ? '111111' : '000000')
    expect(state.codeProblem).toEqual({ kind: 'wrong' })
    expect(kit.router.state.view).toBe('EmailVerifyOtp')

    await email.submitCode(memory.code())
    expect(state.codeProblem).toBeUndefined()
    expect(state.verifying).toBe(false)
    expect(memory.wallet.state.user?.email).toBe('ada@example.com')
    expect(kit.router.state.view).toBe('Account')
  })

  it('stops after too many wrong codes and says an expired code expired', async () => {
    const { email, state, memory, clock } = setup()
    email.setEmail('ada@example.com')
    await email.submitEmail()
    for (let attempt = 0; attempt < 3; attempt += 1) await email.submitCode('not-it')
    expect(state.codeProblem).toEqual({ kind: 'wrong' })
    await email.submitCode(memory.code())
    expect(state.codeProblem).toEqual({ kind: 'tooManyTries' })

    clock.now += Timing.emailLoginCooldown
    await email.resendCode()
    expect(state.resent).toBe(true)
    clock.now += 600_001
    await email.submitCode(memory.code())
    expect(state.codeProblem).toEqual({ kind: 'expired' })
  })

  it('counts the 30 s resend cooldown down and shows the service’s refusal within it', async () => {
    const { email, state, memory, clock } = setup()
    email.setEmail('ada@example.com')
    await email.submitEmail()
    expect(email.cooldownLeft()).toBe(30)
    clock.now += 12_500
    expect(email.cooldownLeft()).toBe(18)
    await email.resendCode()
    expect(state.codeProblem).toEqual({ kind: 'cooldown', seconds: 18 })
    expect(state.resent).toBe(false)
    clock.now += 17_500
    expect(email.cooldownLeft()).toBe(0)
    await email.resendCode()
    expect(state.codeProblem).toBeUndefined()
    expect(state.resent).toBe(true)
    expect(memory.calls.connectEmail).toBe(3)
  })

  it('keeps the typed address when a new login is refused within the cooldown', async () => {
    const { kit, email, state } = setup()
    email.setEmail('ada@example.com')
    await email.submitEmail()
    kit.router.reset('Connect')
    email.setEmail('bob@example.com')
    await email.submitEmail()
    expect(state.emailProblem).toEqual({ kind: 'cooldown', seconds: 30 })
    expect(state.email).toBe('bob@example.com')
    expect(kit.router.state.view).toBe('Connect')
  })

  it('on a frame that cannot load: says the problem, ends the login and returns to Connect, keeping the address', async () => {
    const { kit, email, state, memory } = setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    memory.failFrame()
    email.setEmail('ada@example.com')
    await email.submitEmail()
    expect(kit.toast.state).toMatchObject({ message: ErrorMessage.authInitFailed, variant: 'error' })
    expect(memory.calls.signOut).toBe(1)
    expect(kit.router.state.view).toBe('Connect')
    expect(state.email).toBe('ada@example.com')
  })

  it('on a right code whose connection fails: says the problem, signs out and returns to Connect', async () => {
    const { kit, email, memory } = setup()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    email.setEmail('ada@example.com')
    await email.submitEmail()
    memory.failConnection()
    await email.submitCode(memory.code())
    expect(kit.toast.state).toMatchObject({ message: ErrorMessage.authInitFailed, variant: 'error' })
    expect(memory.calls.signOut).toBe(1)
    expect(kit.router.state.view).toBe('Connect')
    expect(kit.router.state.history).toEqual(['Connect'])
  })

  it('asks for device approval first when the service wants it, then goes on to the code', async () => {
    const { kit, email, state, memory, clock } = setup()
    memory.needsDeviceApproval('ada@example.com')
    email.setEmail('ada@example.com')
    await email.submitEmail()
    expect(kit.router.state.view).toBe('EmailVerifyDevice')
    clock.now += Timing.emailLoginCooldown
    await email.continueAfterDevice()
    expect(state.deviceNotApproved).toBe(true)
    expect(kit.router.state.view).toBe('EmailVerifyDevice')
    memory.approveDevice('ada@example.com')
    clock.now += Timing.emailLoginCooldown
    await email.continueAfterDevice()
    expect(kit.router.state.view).toBe('EmailVerifyOtp')
    expect(kit.router.state.history).toEqual(['Connect', 'EmailVerifyOtp'])
  })
})

describe('e-mail change', () => {
  async function loggedIn() {
    const context = setup()
    context.email.setEmail('ada@example.com')
    await context.email.submitEmail()
    await context.email.submitCode(context.memory.code())
    context.kit.router.push('UpdateEmailWallet')
    return context
  }

  it('refuses an invalid address and the current one', async () => {
    const { email, state } = await loggedIn()
    email.setNewEmail('nope')
    await email.submitNewEmail()
    expect(state.newEmailProblem).toEqual({ kind: 'invalid' })
    email.setNewEmail('ADA@example.com')
    expect(state.newEmailProblem).toBeUndefined()
    await email.submitNewEmail()
    expect(state.newEmailProblem).toEqual({ kind: 'same' })
  })

  it('checks the code of the current address, then the new one’s, and Account shows the new e-mail', async () => {
    const { kit, email, state, memory } = await loggedIn()
    email.setNewEmail('ada@new.example.com')
    await email.submitNewEmail()
    expect(kit.router.state.view).toBe('UpdateEmailPrimaryOtp')
    await email.submitUpdateCode('primary', 'bad')
    expect(state.codeProblem).toEqual({ kind: 'wrong' })
    await email.submitUpdateCode('primary', memory.code())
    expect(kit.router.state.view).toBe('UpdateEmailSecondaryOtp')
    expect(memory.wallet.state.emailUpdate).toEqual({ email: 'ada@new.example.com', step: 'secondary' })
    await email.submitUpdateCode('secondary', memory.code())
    expect(memory.wallet.state.user?.email).toBe('ada@new.example.com')
    expect(kit.toast.state).toMatchObject({
      message: 'E-mail changed to ada@new.example.com',
      variant: 'success',
    })
    expect(kit.router.state.view).toBe('Account')
  })
})
