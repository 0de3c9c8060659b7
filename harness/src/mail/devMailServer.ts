import { MailDev } from 'maildev'
import { freePort } from '../net/freePort'

/** One message of the development inbox, as its HTTP API answers it (the fields used here). */
interface InboxMessage {
  id: string
  subject: string
  text?: string
  time: string
  to: readonly { address: string }[]
}

/** A running development mail server: SMTP in, a web inbox and its HTTP API out. */
export interface DevMailServer {
  /** What apps/cloud sends through, e.g. `smtp://127.0.0.1:1025`. */
  smtpUrl: string
  /** The web inbox (and `/api/email`, its HTTP API). */
  inboxUrl: string
  /**
   * The 6-digit code of the newest message to `address`, once more than `skip` messages reached it
   * (pass `countTo` from before the request to wait for a new one); waits up to `timeoutMs`.
   */
  latestCode(address: string, options?: { skip?: number; timeoutMs?: number }): Promise<string>
  /** How many messages reached `address` so far. */
  countTo(address: string): Promise<number>
  /** Every message received so far (oldest first). */
  messages(): Promise<InboxMessage[]>
  close(): Promise<void>
}

/**
 * Starts MailDev 3 (SMTP server and web inbox, in this process) on 127.0.0.1, on the ports given or
 * free ones. Mail is kept in memory and goes nowhere else.
 */
export async function startDevMailServer(
  ports: { smtp?: number; web?: number } = {},
): Promise<DevMailServer> {
  const smtp = ports.smtp ?? (await freePort())
  const web = ports.web ?? (await freePort())
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true })
  await maildev.start()
  const inboxUrl = `http://127.0.0.1:${web}`

  async function messages(): Promise<InboxMessage[]> {
    const response = await fetch(`${inboxUrl}/api/email`)
    if (!response.ok) throw new Error(`The dev inbox answered ${response.status}`)
    return (await response.json()) as InboxMessage[]
  }

  async function messagesTo(address: string): Promise<InboxMessage[]> {
    const wanted = address.toLowerCase()
    return (await messages()).filter((message) =>
      message.to.some((to) => to.address.toLowerCase() === wanted),
    )
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    inboxUrl,
    messages,
    async latestCode(address, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 15_000)
      for (;;) {
        const received = await messagesTo(address)
        const found = received.length > (options.skip ?? 0) ? received.at(-1) : undefined
        const code = /\b(\d{6})\b/.exec(`${found?.subject ?? ''} ${found?.text ?? ''}`)?.[1]
        if (code) return code
        if (Date.now() > deadline) throw new Error(`No code for ${address} arrived in the dev inbox`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    countTo: async (address) => (await messagesTo(address)).length,
    close: () => maildev.stop(),
  }
}
