import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { proxy } from 'valtio/vanilla'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GatehouseError, localhost, resolveLocale } from '@gatehouse/common'
import {
  createControllers,
  createFeatureContext,
  memoryStorageBackend,
  type EmbeddedWallet,
  type EmbeddedWalletState,
} from '@gatehouse/controllers'
import { FeatureProvider } from '@gatehouse/controllers/react'
import { quietAdapter } from '@gatehouse/controllers/testing'
import { LocaleProvider } from '@gatehouse/ui'
import { EmailVerifyOtpView } from './EmailVerifyOtpView'

/** A frame reply as the kit turns it into an error: the service's message and its stable reason. */
const refusal = (message: string, reason: string) =>
  new GatehouseError('FrameRequestFailed', message, { cause: { reason } })

/** An embedded wallet whose code checks and code requests apps/cloud refuses as given. */
function refusingWallet(refuse: { otp?: Error; code?: Error }): EmbeddedWallet {
  const state = proxy<EmbeddedWalletState>({
    frame: 'ready',
    loggingIn: false,
    pendingEmail: 'ada@example.com',
  })
  const unused = () => Promise.reject(new Error('not used by this view'))
  return {
    state,
    prepare: async () => undefined,
    connectEmail: () =>
      refuse.code ? Promise.reject(refuse.code) : Promise.resolve({ action: 'VERIFY_OTP' }),
    connectOtp: () => (refuse.otp ? Promise.reject(refuse.otp) : Promise.resolve()),
    updateEmail: unused,
    updateEmailPrimaryOtp: unused,
    updateEmailSecondaryOtp: unused,
    getSocialRedirectUri: unused,
    connectSocial: unused,
    getFarcasterUri: unused,
    connectFarcaster: unused,
    clearFarcaster: unused,
    signOut: async () => undefined,
  }
}

function renderView(wallet: EmbeddedWallet, locale?: string) {
  const kit = createControllers(
    { networks: [localhost], adapters: [quietAdapter([localhost])], projectId: 'p1' },
    { storage: memoryStorageBackend(), fetch: async () => new Response('{}', { status: 404 }) },
  )
  kit.router.reset('Connect')
  kit.router.push('EmailVerifyOtp')
  // The modal sets the visitor's language around its views; English without it.
  render(
    <LocaleProvider value={resolveLocale(locale)}>
      <FeatureProvider context={{ ...createFeatureContext(kit), embeddedWallet: wallet }}>
        <EmailVerifyOtpView />
      </FeatureProvider>
    </LocaleProvider>,
  )
  return kit
}

const typeCode = async (code: string) =>
  fireEvent.change(await screen.findByRole('textbox', { name: 'Code' }), { target: { value: code } })

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('EmailVerifyOtpView and the service’s limits on an address', () => {
  it('says the address is locked, for how long, after too many wrong codes; the visitor stays on the view', async () => {
    const kit = renderView(
      refusingWallet({
        otp: refusal('Too many wrong codes for this address; try again in 60 minutes', 'EMAIL_LOCKED'),
      }),
    )
    await typeCode('123456')
    const status = await screen.findByText(
      'Too many wrong codes for this address. For your security, try again in 60 minutes.',
    )
    expect(status.closest('[role="status"]')).toBeTruthy()
    expect(kit.router.state.view).toBe('EmailVerifyOtp')
  })

  it('says when codes may be asked again after the hour’s codes were sent', async () => {
    renderView(
      refusingWallet({
        code: refusal('Too many codes were sent to this address; try again in 1 minute', 'EMAIL_CODE_LIMIT'),
      }),
    )
    fireEvent.click(await screen.findByRole('button', { name: /Resend code/ }))
    expect(await screen.findByText('Too many codes were asked for. Try again in 1 minute.')).toBeTruthy()
  })

  it('says it in Spanish and Arabic too', async () => {
    const locked = () =>
      refusingWallet({
        otp: refusal('Too many wrong codes for this address; try again in 3 minutes', 'EMAIL_LOCKED'),
      })
    renderView(locked(), 'es')
    fireEvent.change(await screen.findByRole('textbox', { name: 'Código' }), { target: { value: '123456' } })
    expect(
      await screen.findByText(
        'Demasiados códigos incorrectos para esta dirección. Por tu seguridad, vuelve a intentarlo dentro de 3 minutos.',
      ),
    ).toBeTruthy()
    cleanup()
    renderView(locked(), 'ar')
    fireEvent.change(await screen.findByRole('textbox', { name: 'الرمز' }), { target: { value: '123456' } })
    expect(await screen.findByText(/حاول مرة أخرى بعد 3 دقائق/)).toBeTruthy()
  })
})
