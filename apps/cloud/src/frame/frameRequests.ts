import {
  farcasterPendingMessage,
  type FrameRequests,
  type FrameRequestType,
  type FrameUser,
} from '@gatehouse/common'
import { callFrameApi, FrameApiError, frameSessionStorage } from './frameApi'
import { openLogin, type FrameLogin } from './frameLogin'
import { answerRpc, FrameRpcError, type FrameChain } from './frameRpc'
import { caip2Of, chainNumberOf } from './chainIds'
import type { ApprovalRequest } from './approval'
import type { FrameStrings } from './frameStrings'
import { redeemSocialLogin, startSocialLogin } from './socialFrameLogin'

/** What the frame keeps while it runs. */
export interface FrameState {
  login?: FrameLogin
  chains: FrameChain[]
  chainId?: string
  pendingEmail?: string
  dappName?: string
  /** The Farcaster sign-in this frame opened: its channel and the secret that alone may redeem it. */
  farcaster?: { channelToken: string; attempt: string }
}

/** The page that embeds the frame: its origin (checked by the service) and project. */
export interface FrameHost {
  origin: string
  projectId: string
}

/** What the handlers may do besides the state. */
export interface FrameEnvironment {
  state: FrameState
  host: FrameHost
  /** The strings of the frame's language now (the modal's, once the kit has said it). */
  readonly strings: FrameStrings
  /** Shows the approvals in the modal's language from now on (a BCP 47 tag; English if the frame lacks it). */
  setLanguage(tag: string): void
  /** Shows the approval inside the frame for request `requestId` (sends approval-shown / -done). */
  approve(requestId: string, request: ApprovalRequest): Promise<boolean>
  /** Closes the approval of request `requestId` as rejected (shown or still waiting); false if none. */
  withdraw(requestId: string): boolean
  /** The login ended (signed out elsewhere, expired): tell the host. */
  sessionEnded(): void
  /** Follows the kit's theme: its mode and the host's theme variables (checked by frameTheme). */
  setTheme(mode: 'light' | 'dark', variables: unknown): void
  reload(): void
}

type Handler<T extends FrameRequestType> = (
  params: FrameRequests[T]['params'],
  id: string,
) => Promise<FrameRequests[T]['result']>

const unsupported = (what: string) => () =>
  Promise.reject(new Error(`${what} is not supported by this wallet`))

function currentChain(env: FrameEnvironment): FrameChain {
  const chain =
    env.state.chains.find((candidate) => candidate.chainId === env.state.chainId) ?? env.state.chains[0]
  if (!chain) throw new Error('This wallet has no network configured')
  return chain
}

function loginOf(env: FrameEnvironment): FrameLogin {
  if (!env.state.login) throw new Error('Not logged in')
  return env.state.login
}

function userOf(env: FrameEnvironment): FrameUser {
  const { account, email, authProvider, userName } = loginOf(env)
  return {
    ...(email ? { email } : {}),
    ...(userName ? { userName } : {}),
    address: account.address,
    chainId: chainNumberOf(currentChain(env).chainId),
    accounts: [{ namespace: 'eip155', address: account.address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
    authProvider,
  }
}

/** Calls the API with the login's token; a dead login ends here and the host is told. */
async function withToken<T>(env: FrameEnvironment, call: (token: string) => Promise<T>): Promise<T> {
  const { token } = loginOf(env)
  try {
    return await call(token)
  } catch (error) {
    if (error instanceof FrameApiError && error.code === 'SESSION_INVALID') {
      env.state.login = undefined
      frameSessionStorage.write(undefined)
      env.sessionEnded()
    }
    throw error
  }
}

/** The frame's answer to every request of the login frame protocol (docs/reference/endpoints.md#login-frame-protocol). */
export function frameHandlers(env: FrameEnvironment): { [T in FrameRequestType]: Handler<T> } {
  const { state } = env
  return {
    async SWITCH_NETWORK({ chainId }) {
      const caip2 = caip2Of(chainId)
      if (!caip2 || !state.chains.some((chain) => chain.chainId === caip2))
        throw new FrameRpcError('Chain is not supported', 4902)
      state.chainId = caip2
      return { chainId: chainNumberOf(caip2) }
    },
    async CONNECT_EMAIL({ email }) {
      await callFrameApi('/v1/embedded/email/login', { body: { email } })
      state.pendingEmail = email
      return { action: 'VERIFY_OTP' }
    },
    async CONNECT_OTP({ otp }) {
      if (!state.pendingEmail) throw new Error('Ask for a code first')
      const { token } = await callFrameApi<{ token: string }>('/v1/embedded/email/verify', {
        body: { email: state.pendingEmail, otp },
      })
      frameSessionStorage.write(token)
      state.login = await openLogin(token)
      state.pendingEmail = undefined
      return {}
    },
    async GET_SOCIAL_REDIRECT_URI({ provider, returnUrl }) {
      return startSocialLogin({
        provider,
        projectId: env.host.projectId,
        hostOrigin: env.host.origin,
        ...(typeof returnUrl === 'string' ? { returnUrl } : {}),
      })
    },
    async CONNECT_SOCIAL({ uri }) {
      const token = await redeemSocialLogin(uri)
      frameSessionStorage.write(token)
      state.login = await openLogin(token)
      return userOf(env)
    },
    async GET_USER({ chainId }) {
      const caip2 = caip2Of(chainId)
      if (caip2 && state.chains.some((chain) => chain.chainId === caip2)) state.chainId = caip2
      return userOf(env)
    },
    async IS_CONNECTED() {
      return { isConnected: Boolean(state.login) }
    },
    async GET_CHAIN_ID() {
      return { chainId: chainNumberOf(currentChain(env).chainId) }
    },
    async SIGN_OUT() {
      const login = state.login
      state.login = undefined
      frameSessionStorage.write(undefined)
      if (login)
        await callFrameApi('/v1/embedded/sign-out', { token: login.token, body: {} }).catch(() => undefined)
      return {}
    },
    async RPC_REQUEST({ method, params, chainId }, id) {
      const login = loginOf(env)
      const caip2 = caip2Of(chainId)
      const chain = caip2 ? state.chains.find((candidate) => candidate.chainId === caip2) : currentChain(env)
      if (!chain) throw new FrameRpcError('Chain is not supported', 4902)
      return answerRpc(
        {
          account: login.account,
          chain,
          strings: env.strings,
          approve: (request) =>
            env.approve(id, { ...request, ...(state.dappName ? { dappName: state.dappName } : {}) }),
        },
        method,
        params,
      )
    },
    async CANCEL_RPC_REQUEST({ requestId }) {
      return { cancelled: env.withdraw(requestId) }
    },
    async UPDATE_EMAIL({ email }) {
      await withToken(env, (token) => callFrameApi('/v1/embedded/email/update', { token, body: { email } }))
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await withToken(env, (token) =>
        callFrameApi('/v1/embedded/email/update/primary', { token, body: { otp } }),
      )
      return {}
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const { newEmail } = await withToken(env, (token) =>
        callFrameApi<{ newEmail: string }>('/v1/embedded/email/update/secondary', { token, body: { otp } }),
      )
      if (state.login) state.login = { ...state.login, email: newEmail }
      return { newEmail }
    },
    async SYNC_THEME({ themeMode, themeVariables }) {
      env.setTheme(themeMode === 'light' ? 'light' : 'dark', themeVariables)
      return {}
    },
    async SYNC_DAPP_DATA({ metadata, locale }) {
      // Shown as text beside the origin the host cannot fake; a missing or blank name shows the origin alone.
      const name = typeof metadata?.name === 'string' ? metadata.name.trim().slice(0, 64) : ''
      state.dappName = name || undefined
      // A tag is short; anything else (or none) leaves the language as it is.
      if (typeof locale === 'string' && locale.length <= 35) env.setLanguage(locale)
      return {}
    },
    async RELOAD() {
      setTimeout(() => env.reload(), 0)
      return {}
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new Error('Smart accounts are not supported by this wallet')
      return { type: 'eoa', address: loginOf(env).account.address }
    },
    CONNECT_DEVICE: unsupported('Device verification'),
    async GET_FARCASTER_URI() {
      const opened = await callFrameApi<{ channelToken: string; attempt: string; url: string }>(
        '/v1/embedded/farcaster/channel',
        { body: {} },
      )
      state.farcaster = { channelToken: opened.channelToken, attempt: opened.attempt }
      return { url: opened.url }
    },
    async CONNECT_FARCASTER() {
      const attempt = state.farcaster
      if (!attempt) throw new Error('Ask for a Farcaster link first')
      let answer: { state: 'pending' } | { state: 'completed'; token: string }
      try {
        answer = await callFrameApi('/v1/embedded/farcaster/connect', { body: attempt })
      } catch (error) {
        // A refused, expired or spent channel is over: the next try opens a new one.
        if (state.farcaster === attempt) state.farcaster = undefined
        throw error
      }
      if (answer.state === 'pending') throw new Error(farcasterPendingMessage)
      frameSessionStorage.write(answer.token)
      state.login = await openLogin(answer.token)
      if (state.farcaster === attempt) state.farcaster = undefined
      return userOf(env)
    },
    INIT_SMART_ACCOUNT: unsupported('Smart accounts'),
  }
}
