/** Durations of SPEC §9, in milliseconds. */
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
} as const

/** Cache lifetimes of SPEC §9, in milliseconds. */
export const CacheLifetime = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  ens: 5 * 60_000,
  identity: 5 * 60_000,
} as const

/** Pairing lifetime rules of SPEC §4. */
export const Pairing = {
  lifetime: 4 * 60_000,
  expiresWithin: 10_000,
} as const
