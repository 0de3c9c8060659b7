/** What a frame's error reply carries beside its message: an RPC code, and the service's refusal code. */
export interface FrameRefusal {
  code?: number
  reason?: string
}

/** The cause a failed frame request is given; undefined when the reply had neither code. */
export function frameRefusal(code: number | undefined, reason: string | undefined): FrameRefusal | undefined {
  if (code === undefined && reason === undefined) return undefined
  return { ...(code === undefined ? {} : { code }), ...(reason === undefined ? {} : { reason }) }
}

/**
 * The service's stable refusal code behind a failed frame request (such as
 * `SOCIAL_PROVIDER_UNAVAILABLE`), for telling failures apart without reading their wording.
 */
export function frameRefusalReason(error: unknown): string | undefined {
  const cause = error instanceof Error ? (error.cause as FrameRefusal | undefined) : undefined
  return typeof cause?.reason === 'string' ? cause.reason : undefined
}
