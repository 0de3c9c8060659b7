import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { AuthTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { PrivateKeyAccount } from 'viem/accounts'
import { signInCacaos } from '../auth/signInCacaos'
import { eip155ChainId } from '../sessions/eip155'
import { createPendingList } from './pendingList'
import type { ActivityEntry } from './walletSnapshot'
import { peerName } from './walletSnapshot'

/** What an approved one-step authenticate produced: the CACAOs sent and the session it opened. */
export interface AuthenticateApproval {
  cacaos: AuthTypes.Cacao[]
  /** Undefined when the dapp asked for no methods: then WalletConnect opens no session. */
  session: SessionTypes.Struct | undefined
}

interface AuthenticateDeps {
  kit: IWalletKit
  /** The key and chains at the moment of the decision (the person may switch in between). */
  signer(): { account: PrivateKeyAccount; chainIds: readonly number[]; activeChainId: number }
  log(message: string, tone?: ActivityEntry['tone']): void
  fail: (prefix: string, error: unknown) => never
  changed(): void
}

/**
 * Authenticate requests stored by an earlier run of the page, in the shape the event has. The
 * verify result is not stored; this wallet never asks the verify server anyway.
 */
export function restoredAuthentications(kit: IWalletKit): WalletKitTypes.SessionAuthenticate[] {
  const requests = kit.engine.signClient.auth?.requests
  if (!requests) return []
  return requests.getAll().map((pending) => ({
    id: pending.id,
    topic: pending.pairingTopic,
    params: {
      requester: pending.requester,
      authPayload: pending.authPayload,
      expiryTimestamp: pending.expiryTimestamp,
    },
    verifyContext: pending.verifyContext,
  }))
}

function chainList(cacaos: readonly AuthTypes.Cacao[]): string {
  return cacaos.map((cacao) => eip155ChainId(cacao.p.iss.replace('did:pkh:', ''))).join(' and ')
}

/**
 * WalletConnect's one-step authenticate at the wallet (`session_authenticate`, CAIP-222): the
 * pending list, and the decisions. Approving signs a CACAO per chain and opens the session in the
 * same answer; rejecting answers the SDK's user-rejected error.
 */
export function createAuthenticateRequests(deps: AuthenticateDeps) {
  const { kit, log } = deps
  // Annotated, so that TypeScript knows a call never returns.
  const fail: (prefix: string, error: unknown) => never = deps.fail
  const pending = createPendingList(
    restoredAuthentications(kit),
    'This sign-in request is no longer pending.',
  )

  return {
    entries: pending.entries,

    /** Queues an arriving request; false when it was already there (the SDK re-emits). */
    add(request: WalletKitTypes.SessionAuthenticate): boolean {
      if (!pending.add(request)) return false
      const { name, url } = request.params.requester.metadata
      log(`${peerName({ name })} (${url}) asks to sign in and connect.`)
      return true
    },

    async approve(id: number): Promise<AuthenticateApproval> {
      const request = pending.get(id)
      const name = peerName(request.params.requester.metadata)
      try {
        const signed = await signInCacaos(request.params.authPayload, deps.signer())
        const cacaos = signed.map(({ cacao }) => cacao)
        const { session } = await kit.approveSessionAuthenticate({ id, auths: cacaos })
        pending.take(id)
        log(
          `Signed in to ${name} on chain ${chainList(cacaos)}${session ? ' and connected' : ''}.`,
          'success',
        )
        return { cacaos, session }
      } catch (error) {
        fail(`Could not sign in to ${name}`, error)
      }
    },

    async reject(id: number): Promise<void> {
      const request = pending.get(id)
      pending.take(id)
      try {
        await kit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      } catch (error) {
        deps.changed()
        fail('Could not decline the sign-in', error)
      }
      log(`Declined the sign-in from ${peerName(request.params.requester.metadata)}.`)
    },
  }
}
