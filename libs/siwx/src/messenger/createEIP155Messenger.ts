import type { SIWXMessage, SIWXMessageData, SIWXMessageInput } from '@gatehouse/common'
import { signInMessageText } from './signInText'
import { createNonceBook } from './nonce'

/** Where the sign-in happens: the page's host and URL (the browser's location by default). */
export interface SignInPage {
  /** The RFC 3986 authority, such as `app.example.com` or `localhost:5173`. */
  host: string
  /** The page's URL; its origin must match the message's URI. */
  href: string
}

/** How a messenger words its messages. */
export interface EIP155MessengerOptions {
  /** The line the wallet shows above the fields (EIP-4361 statement). */
  statement?: string
  /** How long a session lasts, in milliseconds (default one day). */
  expiresInMs?: number
  /** The page the messages are for (default: the browser's location). */
  page?: () => SignInPage
  /** The clock (default `Date.now`). */
  now?: () => number
}

/** A day, AppKit's default session length. */
export const defaultSessionMs = 24 * 60 * 60 * 1000

/** The browser's page, read when a message is made (a single-page app may change its URL). */
export function browserPage(): SignInPage {
  return { host: window.location.host, href: window.location.href }
}

/**
 * Makes EIP-4361 messages for EVM accounts (and CAIP-122 ones for Solana and Bitcoin accounts), each with a
 * fresh single-use nonce it remembers until a session redeems it (`redeemNonce`).
 */
export function createEIP155Messenger(options: EIP155MessengerOptions = {}) {
  const now = options.now ?? Date.now
  const page = options.page ?? browserPage
  const nonces = createNonceBook()
  return {
    page,
    now,
    /**
     * A message for the account to sign, with a new nonce, issued now and expiring after the session
     * length; for `accountAddressPlaceholder`, the nonce and fields of a one-step sign-in.
     */
    async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
      const issuedAt = now()
      const { host, href } = page()
      const data: SIWXMessageData = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: host,
        uri: href,
        version: '1',
        nonce: nonces.issue(issuedAt),
        statement: options.statement,
        issuedAt: new Date(issuedAt).toISOString(),
        expirationTime: new Date(issuedAt + (options.expiresInMs ?? defaultSessionMs)).toISOString(),
      }
      const text = signInMessageText(data)
      return { ...data, toString: () => text }
    },
    /**
     * When the nonce was issued, using it up on the network; undefined when this messenger never
     * issued it or it was used there.
     */
    redeemNonce: (nonce: string, chainId: string) => nonces.redeem(nonce, chainId),
  }
}

export type EIP155Messenger = ReturnType<typeof createEIP155Messenger>
