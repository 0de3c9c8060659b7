/** Durations, in milliseconds (docs/reference/limits.md#timings). */
export const Timing = {
  emailLoginCooldown: 30_000,
  frameReadyExtraDelay: 500,
  frameLoadTimeout: 20_000,
  connectRequestTimeout: 30_000,
  signOutMaxWait: 3_000,
  uiMessageDelay: 300,
  toastSwapDelay: 150,
  shake: 500,
  animationFast: 120,
  animationMedium: 150,
  animationSlow: 150,
  relayHeartbeat: 5_000,
  fallbackRankingPoll: 4_000,
  httpTimeout: 10_000,
  tokenBalanceRetryGap: 30_000,
  minimumSearchWait: 300,
  /**
   * How long a browser wallet may leave a connection request unanswered before the modal says so and
   * offers Try again. The connect request timeout (30 s, docs/reference/limits.md#timings): long enough to unlock an extension and
   * read its popup, short enough that a wallet that never answers does not leave the visitor in front
   * of a spinner. The request is not withdrawn: a later approval still connects.
   */
  walletAnswerTimeout: 30_000,
  /**
   * The longest `Retry-After` an HTTP call waits for before retrying (docs/reference/messages.md#retries); a service asking for
   * longer fails the call at once, as waiting would spend most of the 10 s the call may take.
   */
  retryAfterCap: 5_000,
} as const

/** Cache lifetimes, in milliseconds (docs/reference/limits.md#caches). */
export const CacheLifetime = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  ens: 5 * 60_000,
  identity: 5 * 60_000,
} as const

/** Pairing lifetime rules (docs/reference/states.md#pairing). */
export const Pairing = {
  lifetime: 4 * 60_000,
  expiresWithin: 10_000,
} as const
