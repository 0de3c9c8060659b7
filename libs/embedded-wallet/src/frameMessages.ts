import * as v from 'valibot'
import type { FrameEventMessage, FrameReplyMessage } from '@gatehouse/common'

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

/** A reply of the frame to one of the client's requests (docs/reference/endpoints.md#login-frame-protocol: success, or error with a message). */
const replySchema = v.variant('type', [
  v.object({ id, type: v.literal('success'), result: v.unknown() }),
  v.object({
    id,
    type: v.literal('error'),
    message: v.optional(v.string()),
    code: v.optional(v.number()),
    reason: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
])

/** An event the frame sends of its own accord. */
const eventSchema = v.variant('type', [
  v.object({ id, type: v.literal('ready') }),
  v.object({ id, type: v.literal('approval-shown'), requestId: id }),
  v.object({ id, type: v.literal('approval-done'), requestId: id }),
  v.object({ id, type: v.literal('session-ended') }),
  v.object({
    id,
    type: v.literal('content-height'),
    height: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100_000)),
  }),
])

const incomingSchema = v.union([replySchema, eventSchema])

/** What the host page accepts from the frame. */
export type IncomingFrameMessage = FrameReplyMessage | FrameEventMessage

/**
 * Reads a `message` event's data as a frame message; anything else (another library's messages, a
 * malformed reply) is `undefined` and ignored. The origin and source are checked before this.
 */
export function readFrameMessage(data: unknown): IncomingFrameMessage | undefined {
  const parsed = v.safeParse(incomingSchema, data)
  if (!parsed.success) return undefined
  // A reply with no message gets the catalogue's text where it is read, not here.
  return parsed.output as IncomingFrameMessage
}
