import { createTransport } from 'nodemailer'
import { log } from '../logging/log'

/** Where the service sends its e-mail: an SMTP server URL and the From address. */
export interface MailSettings {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  smtpUrl: string
  /** The From of every message, e.g. `Gatehouse <login@example.com>`. */
  from: string
}

/** Sends the one-time codes. */
export interface Mailer {
  sendCode(to: string, code: string, purpose: 'login' | 'update-primary' | 'update-secondary'): Promise<void>
  close(): void
}

const subjects = {
  login: 'Your login code',
  'update-primary': 'Confirm your e-mail change',
  'update-secondary': 'Confirm your new e-mail',
} as const

/** A mailer over SMTP (nodemailer). A failure is logged with the server's answer and rethrown. */
export function createMailer(settings: MailSettings): Mailer {
  const transport = createTransport(settings.smtpUrl)
  return {
    async sendCode(to, code, purpose) {
      const text = `${code} is your code. It expires in 10 minutes. If you did not ask for it, ignore this message.`
      try {
        await transport.sendMail({ from: settings.from, to, subject: `${subjects[purpose]}: ${code}`, text })
      } catch (error) {
        log.error('could not send a one-time code by e-mail; check GATEHOUSE_CLOUD_SMTP_URL', {
          to,
          purpose,
          error,
        })
        throw error
      }
    },
    close() {
      transport.close()
    },
  }
}
