import { proxy } from 'valtio/vanilla'
import { loadedCatalogue, Timing } from '@gatehouse/common'
import type { EmbeddedWallet, FeatureContext } from '@gatehouse/controllers'
import { catalogue as emailCatalogue } from './i18n/compiled/catalogue'
import { codeProblemOf, emailProblemOf, type CodeProblem, type EmailProblem } from './problems'
import { validEmail } from './validateEmail'

/** Why no new code was sent: a resend too soon or the address's limits, else a failure. */
function resendProblemOf(error: unknown): CodeProblem {
  const problem = codeProblemOf(error)
  return problem.kind === 'cooldown' || problem.kind === 'locked' || problem.kind === 'tooManyCodes'
    ? problem
    : { kind: 'failed' }
}

/** The e-mail login's own state; where the login stands (pending address, update step) is the wallet's. */
export interface EmailState {
  /** The address as the visitor typed it: kept through every failure. */
  email: string
  emailProblem: EmailProblem | undefined
  /** Asking the service for a login code. */
  sending: boolean
  codeProblem: CodeProblem | undefined
  /** Checking a code ('Authenticating...'). */
  verifying: boolean
  resending: boolean
  /** A new code was sent on the visitor's request. */
  resent: boolean
  /** The device-approval step: the visitor said it was approved but the service still asks for it. */
  deviceNotApproved: boolean
  /** The new address of an e-mail change, as typed. */
  newEmail: string
  newEmailProblem: EmailProblem | undefined
  updating: boolean
}

/** What the e-mail login uses of its kit. */
export type EmailContext = FeatureContext<'router' | 'toast' | 'options' | 'embeddedWallet'>

/** Views of the login and update steps: after a login or an update, Account replaces them. */
const emailViews = new Set<string>([
  'Connect',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
])

/**
 * The e-mail login and e-mail change (docs/reference/views.md#email-views): checks the address, asks the embedded wallet for
 * codes (a resend within 30 s is refused with 'Please try again after {n} seconds'), checks codes, and
 * moves between the views. A failure of the login itself (the frame or the connection, not a wrong
 * code) shows 'A problem occurred while trying initialize authentication', ends the login and returns
 * to Connect.
 */
export function createEmailController(context: EmailContext, now: () => number = Date.now) {
  const state = proxy<EmailState>({
    email: '',
    emailProblem: undefined,
    sending: false,
    codeProblem: undefined,
    verifying: false,
    resending: false,
    resent: false,
    deviceNotApproved: false,
    newEmail: '',
    newEmailProblem: undefined,
    updating: false,
  })

  const wallet = (): EmbeddedWallet => context.embeddedWallet

  // Read when needed: the visitor may have changed language since the controller was made.
  const messages = () =>
    loadedCatalogue(emailCatalogue, context.options.state.locale.locale) ?? emailCatalogue.source

  async function failLogin(error: unknown) {
    console.warn('[gatehouse] the e-mail login failed', error)
    context.toast.show(messages().authInitFailed(), 'error')
    try {
      await wallet().signOut()
    } catch (signOutError) {
      console.warn('[gatehouse] the embedded wallet did not sign out', signOutError)
    }
    state.verifying = false
    state.codeProblem = undefined
    context.router.reset('Connect')
  }

  /** Shows the step the service asks for after a login code was requested. */
  function showLoginStep(action: 'VERIFY_OTP' | 'VERIFY_DEVICE', how: 'push' | 'replace') {
    state.codeProblem = undefined
    context.router[how](action === 'VERIFY_OTP' ? 'EmailVerifyOtp' : 'EmailVerifyDevice')
  }

  function leaveForAccount() {
    if (emailViews.has(context.router.state.view)) context.router.reset('Account')
  }

  return {
    state,

    /** Seconds until another login code may be asked for (docs/reference/validation.md#email-cooldown: 30 s after the last), 0 when it may. */
    cooldownLeft(at = now()): number {
      const last = context.embeddedWallet.state.lastEmailLoginAt
      if (last === undefined) return 0
      return Math.max(0, Math.ceil((last + Timing.emailLoginCooldown - at) / 1000))
    },

    setEmail(value: string) {
      state.email = value
      // Once shown, the address's problem follows the typing: it goes as soon as the address is valid.
      if (state.emailProblem?.kind === 'invalid' && validEmail(value)) state.emailProblem = undefined
      if (state.emailProblem?.kind === 'failed') state.emailProblem = undefined
    },

    /** Asks for a login code for the typed address, then shows the code (or device approval) step. */
    async submitEmail(): Promise<void> {
      const email = validEmail(state.email)
      if (!email) {
        state.emailProblem = { kind: 'invalid' }
        return
      }
      if (state.sending) return
      state.sending = true
      state.emailProblem = undefined
      try {
        try {
          await wallet().prepare()
        } catch (error) {
          await failLogin(error)
          return
        }
        const { action } = await wallet().connectEmail(email)
        state.resent = false
        showLoginStep(action, 'push')
      } catch (error) {
        state.emailProblem = emailProblemOf(error)
        if (state.emailProblem.kind === 'failed') console.warn('[gatehouse] no login code was sent', error)
      } finally {
        state.sending = false
      }
    },

    /** Checks a login code; a wrong, expired or refused code stays on the view with its reason. */
    async submitCode(code: string): Promise<void> {
      if (state.verifying) return
      state.verifying = true
      state.codeProblem = undefined
      state.resent = false
      try {
        await wallet().connectOtp(code)
      } catch (error) {
        const problem = codeProblemOf(error)
        if (problem.kind === 'failed') {
          await failLogin(error)
          return
        }
        state.codeProblem = problem
        state.verifying = false
        return
      }
      state.verifying = false
      state.email = ''
      leaveForAccount()
    },

    /** Asks for a new login code for the pending address (refused within 30 s of the last). */
    async resendCode(): Promise<void> {
      const email = context.embeddedWallet.state.pendingEmail ?? validEmail(state.email)
      if (!email || state.resending) return
      state.resending = true
      state.resent = false
      state.codeProblem = undefined
      try {
        const { action } = await wallet().connectEmail(email)
        state.resent = true
        if (action === 'VERIFY_DEVICE') showLoginStep(action, 'replace')
      } catch (error) {
        state.codeProblem = resendProblemOf(error)
      } finally {
        state.resending = false
      }
    },

    /** After approving the device from the e-mail: asks again, and goes on to the code once approved. */
    async continueAfterDevice(): Promise<void> {
      const email = context.embeddedWallet.state.pendingEmail ?? validEmail(state.email)
      if (!email || state.sending) return
      state.sending = true
      state.deviceNotApproved = false
      state.codeProblem = undefined
      try {
        const { action } = await wallet().connectEmail(email)
        if (action === 'VERIFY_OTP') showLoginStep(action, 'replace')
        else state.deviceNotApproved = true
      } catch (error) {
        state.codeProblem = resendProblemOf(error)
      } finally {
        state.sending = false
      }
    },

    /** Forgets the code step's messages (a view showing fresh). */
    clearCodeProblem() {
      state.codeProblem = undefined
      state.resent = false
      state.deviceNotApproved = false
    },

    setNewEmail(value: string) {
      state.newEmail = value
      if (state.newEmailProblem?.kind !== 'invalid' || validEmail(value)) state.newEmailProblem = undefined
    },

    /** Starts changing the e-mail: a code goes to the current address, then one to the new address. */
    async submitNewEmail(): Promise<void> {
      const email = validEmail(state.newEmail)
      if (!email) {
        state.newEmailProblem = { kind: 'invalid' }
        return
      }
      const current = context.embeddedWallet.state.user?.email
      if (current && current.toLowerCase() === email.toLowerCase()) {
        state.newEmailProblem = { kind: 'same' }
        return
      }
      if (state.updating) return
      state.updating = true
      state.newEmailProblem = undefined
      state.codeProblem = undefined
      try {
        const { action } = await wallet().updateEmail(email)
        context.router.push(
          action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
        )
      } catch (error) {
        state.newEmailProblem = emailProblemOf(error)
        if (state.newEmailProblem.kind === 'failed')
          console.warn('[gatehouse] the e-mail change did not start', error)
      } finally {
        state.updating = false
      }
    },

    /** Checks the code of one step of an e-mail change; after the new address's code, Account shows it. */
    async submitUpdateCode(step: 'primary' | 'secondary', code: string): Promise<void> {
      if (state.verifying) return
      state.verifying = true
      state.codeProblem = undefined
      state.resent = false
      try {
        if (step === 'primary') {
          await wallet().updateEmailPrimaryOtp(code)
          context.router.replace('UpdateEmailSecondaryOtp')
        } else {
          const { newEmail } = await wallet().updateEmailSecondaryOtp(code)
          state.newEmail = ''
          context.toast.show(messages().emailUpdated({ email: newEmail }), 'success')
          leaveForAccount()
        }
      } catch (error) {
        state.codeProblem = codeProblemOf(error)
        if (state.codeProblem.kind === 'failed') console.warn('[gatehouse] the e-mail change failed', error)
      } finally {
        state.verifying = false
      }
    },

    /** Sends the codes of the e-mail change in progress again (it starts over at the step the service says). */
    async resendUpdateCode(): Promise<void> {
      const email = context.embeddedWallet.state.emailUpdate?.email ?? validEmail(state.newEmail)
      if (!email || state.resending) return
      state.resending = true
      state.resent = false
      state.codeProblem = undefined
      try {
        const { action } = await wallet().updateEmail(email)
        state.resent = true
        context.router.replace(
          action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
        )
      } catch (error) {
        state.codeProblem = resendProblemOf(error)
      } finally {
        state.resending = false
      }
    },

    /** Forgets the typed addresses when the kit is destroyed. */
    destroy() {
      state.email = ''
      state.newEmail = ''
    },
  }
}

export type EmailController = ReturnType<typeof createEmailController>
