import * as v from 'valibot'
import {
  accountNameIssue,
  accountNameMaxLength,
  Limits,
  chainIdOfCoinType,
  splitAccountName,
  type NameRegistrationMessage,
} from '@gatehouse/common'
import { describeIssues } from '../validation/describeIssues'
import { objectMessage } from '../validation/requiredKeys'
import { NameRequestError } from './NameRequestError'

/** How old a signed message may be: long enough for a visitor to read the wallet's prompt. */
export const messageLifetimeSeconds = 600
/** How far ahead of the service's clock a message may be dated (clocks of phones drift). */
export const messageFutureSkewSeconds = 60

const maxAttributes = 16

const bodySchema = v.object(
  {
    coin_type: v.pipe(
      v.number('coin_type must be a number'),
      v.integer('coin_type must be a whole number'),
      v.minValue(0, 'coin_type must not be negative'),
    ),
    address: v.pipe(
      v.string('address is required'),
      v.regex(/^0x[0-9a-fA-F]{40}$/, 'address must be 0x and 40 hexadecimal digits'),
    ),
    message: v.pipe(
      v.string('message is required'),
      v.maxLength(4096, 'message must be at most 4096 characters'),
    ),
    signature: v.pipe(
      v.string('signature is required'),
      v.regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'signature must be 0x and hexadecimal bytes'),
      // ERC-6492 signatures carry a factory call, so they can be long; not unbounded.
      v.maxLength(32_768, 'signature must be at most 32768 characters'),
    ),
  },
  objectMessage('the body'),
)

const messageSchema = v.strictObject(
  {
    name: v.pipe(v.string('name must be a string'), v.maxLength(255, 'name must be at most 255 characters')),
    attributes: v.pipe(
      v.record(
        v.pipe(v.string(), v.maxLength(64, 'an attribute key must be at most 64 characters')),
        v.pipe(
          v.string('an attribute must be a string'),
          v.maxLength(1024, 'an attribute must be at most 1024 characters'),
        ),
        objectMessage('attributes'),
      ),
      v.check((record) => Object.keys(record).length <= maxAttributes, `at most ${maxAttributes} attributes`),
    ),
    timestamp: v.pipe(
      v.number('timestamp must be seconds since 1970'),
      v.integer('timestamp must be whole seconds since 1970'),
    ),
  },
  objectMessage('the message'),
)

/** A registration request that passed every check but the signature's and the name's availability. */
export interface RegistrationRequest {
  /** The full name, lower case. */
  name: string
  zone: string
  label: string
  address: `0x${string}`
  coinType: number
  chainId: number
  /** The signed text, exactly as sent. */
  message: string
  signed: NameRegistrationMessage
  signature: `0x${string}`
}

/**
 * Reads `POST /v1/profile/account`'s body and the message in it: the shape (400 invalid_request),
 * the message's JSON (400 invalid_message), the name's rules of docs/reference/validation.md#account-names (400 invalid_name), the zone
 * (400 unknown_zone) and the message's age (401 stale_message).
 */
export function readRegistrationRequest(
  body: unknown,
  options: { zone: string; nowSeconds: number },
): RegistrationRequest {
  if (Array.isArray(body)) throw new NameRequestError(400, 'invalid_request', 'the body must be an object')
  const parsed = v.safeParse(bodySchema, body)
  if (!parsed.success) throw new NameRequestError(400, 'invalid_request', describeIssues(parsed.issues))
  const { coin_type: coinType, address, message, signature } = parsed.output
  const chainId = chainIdOfCoinType(coinType)
  if (chainId === undefined) {
    throw new NameRequestError(
      400,
      'invalid_request',
      `coin_type ${coinType} is not an EVM chain's (ENSIP-11)`,
    )
  }
  const signed = parseMessage(message)
  const parts = splitAccountName(signed.name)
  if (!parts) throw new NameRequestError(400, 'invalid_name', `name ${signed.name} has no zone`)
  const issue = accountNameIssue(parts.label)
  if (issue) throw new NameRequestError(400, 'invalid_name', nameIssueText(parts.label, issue))
  const zone = parts.zone.toLowerCase()
  if (zone !== options.zone) {
    throw new NameRequestError(400, 'unknown_zone', `zone ${zone} is not served here; use ${options.zone}`)
  }
  const age = options.nowSeconds - signed.timestamp
  if (age > messageLifetimeSeconds) {
    throw new NameRequestError(
      401,
      'stale_message',
      `the message is older than ${messageLifetimeSeconds} s; sign a new one`,
    )
  }
  if (age < -messageFutureSkewSeconds) {
    throw new NameRequestError(401, 'stale_message', 'the message is dated in the future; check the clock')
  }
  return {
    name: signed.name.toLowerCase(),
    zone,
    label: parts.label.toLowerCase(),
    address: address as `0x${string}`,
    coinType,
    chainId,
    message,
    signed,
    signature: signature as `0x${string}`,
  }
}

function parseMessage(message: string): NameRegistrationMessage {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw new NameRequestError(400, 'invalid_message', 'the message is not JSON')
  }
  if (Array.isArray(json)) throw new NameRequestError(400, 'invalid_message', 'the message must be an object')
  const parsed = v.safeParse(messageSchema, json)
  if (!parsed.success) throw new NameRequestError(400, 'invalid_message', describeIssues(parsed.issues))
  return parsed.output
}

/** The rule a label breaks, in words. */
export function nameIssueText(
  label: string,
  issue: NonNullable<ReturnType<typeof accountNameIssue>>,
): string {
  switch (issue) {
    case 'badCharacters':
      return `name ${label} may only contain letters, digits and hyphens`
    case 'tooShort':
      return `name ${label} must be at least ${Limits.accountNameMinLength} characters`
    case 'tooLong':
      return `name ${label} must be at most ${accountNameMaxLength} characters`
  }
}
