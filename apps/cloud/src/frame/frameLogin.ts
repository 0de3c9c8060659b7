import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { callFrameApi, FrameApiError, frameSessionStorage } from './frameApi'

/** The frame's login: the session token (in this origin's storage) and the key (in memory only). */
export interface FrameLogin {
  /** The e-mail of an e-mail login; empty for a login by another identity. */
  email: string
  /** How the visitor logged in (FrameUser.authProvider) and the user name there. */
  authProvider: 'email' | 'farcaster'
  userName?: string
  token: string
  account: PrivateKeyAccount
}

interface SessionAnswer {
  user: { id: string; email?: string; authProvider?: string; userName?: string }
}

/** Turns a session token into a login: the user and, from the key release, the account. */
export async function openLogin(token: string): Promise<FrameLogin> {
  const { user } = await callFrameApi<SessionAnswer>('/v1/embedded/session', { token })
  const { privateKey } = await callFrameApi<{ privateKey: `0x${string}` }>('/v1/embedded/key', {
    token,
    body: { namespace: 'eip155' },
  })
  return {
    email: user.email ?? '',
    authProvider: user.authProvider === 'farcaster' ? 'farcaster' : 'email',
    ...(user.userName ? { userName: user.userName } : {}),
    token,
    account: privateKeyToAccount(privateKey),
  }
}

/** The login kept from an earlier visit, if its token is still live; a dead token is forgotten. */
export async function restoreLogin(): Promise<FrameLogin | undefined> {
  const token = frameSessionStorage.read()
  if (!token) return undefined
  try {
    return await openLogin(token)
  } catch (error) {
    if (error instanceof FrameApiError && error.code === 'SESSION_INVALID')
      frameSessionStorage.write(undefined)
    return undefined
  }
}
