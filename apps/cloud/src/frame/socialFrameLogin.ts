import { callFrameApi } from './frameApi'

/**
 * The frame's side of social login: a secret of this frame per login (random, kept in this origin's
 * session storage so the redirect flow, which reloads the host page and the frame, still has it),
 * sent with the start and needed again to redeem the result. Another frame cannot redeem it.
 */
const secretKey = 'gatehouse-social-secret'
let memorySecret: string | undefined

function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function keep(secret: string | undefined): void {
  memorySecret = secret
  try {
    if (secret) sessionStorage.setItem(secretKey, secret)
    else sessionStorage.removeItem(secretKey)
  } catch {
    // Storage blocked: the secret lives as long as this frame (the popup flow still works).
  }
}

function kept(): string | undefined {
  try {
    return memorySecret ?? sessionStorage.getItem(secretKey) ?? undefined
  } catch {
    return memorySecret
  }
}

/** Starts a social login for the host page: the provider's address to open. */
export async function startSocialLogin(request: {
  provider: string
  projectId: string
  hostOrigin: string
  returnUrl?: string
}): Promise<{ uri: string }> {
  const frameSecret = newSecret()
  keep(frameSecret)
  return callFrameApi<{ uri: string }>('/v1/embedded/social/start', {
    body: {
      provider: request.provider,
      frameSecret,
      projectId: request.projectId,
      origin: request.hostOrigin,
      ...(request.returnUrl ? { returnUrl: request.returnUrl } : {}),
    },
  })
}

/** Redeems a result address with this frame's secret: the new session's token. */
export async function redeemSocialLogin(resultUri: string): Promise<string> {
  const frameSecret = kept()
  if (!frameSecret) throw new Error('No social login was started in this window')
  const { token } = await callFrameApi<{ token: string }>('/v1/embedded/social/redeem', {
    body: { resultUri, frameSecret },
  })
  keep(undefined)
  return token
}
