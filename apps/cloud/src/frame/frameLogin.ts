import type { FrameUser } from '@gatehouse/common'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { callFrameApi, FrameApiError, frameSessionStorage } from './frameApi'

/** The frame's login: the session token (in this origin's storage) and the key (in memory only). */
export interface FrameLogin {
  email?: string
  /** 'email', or the social provider the visitor logged in with. */
  authProvider: FrameUser['authProvider']
  userName?: string
  token: string
  account: PrivateKeyAccount
}

interface SessionAnswer {
  user: { id: string; email?: string; authProvider?: string; userName?: string }
}

const authProviders: readonly string[] = [
  'email',
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
  'farcaster',
]

/** Turns a session token into a login: the user and, from the key release, the account. */
export async function openLogin(token: string): Promise<FrameLogin> {
  const { user } = await callFrameApi<SessionAnswer>('/v1/embedded/session', { token })
  const { privateKey } = await callFrameApi<{ privateKey: `0x${string}` }>('/v1/embedded/key', {
    token,
    body: { namespace: 'eip155' },
  })
  const authProvider = authProviders.includes(user.authProvider ?? 'email')
    ? ((user.authProvider ?? 'email') as FrameUser['authProvider'])
    : 'email'
  return {
    ...(typeof user.email === 'string' ? { email: user.email } : {}),
    authProvider,
    ...(typeof user.userName === 'string' ? { userName: user.userName.slice(0, 100) } : {}),
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
