import type {
  CaipNetworkId,
  SIWEConfig,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXSession,
} from '@gatehouse/common'

const chainNumber = (chainId: CaipNetworkId) => Number(chainId.split(':')[1])
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * AppKit's legacy `siweConfig` as a SIWX implementation: the host's server issues the nonce and
 * words the message (`getNonce`, `getMessageParams`, `createMessage`), verifies and keeps the session
 * (`verifyMessage`, `getSession`) and ends it (`signOut`). EVM accounts only, one session at a time.
 */
export function siweConfigToSiwx(siwe: SIWEConfig, page: () => { host: string; href: string }): SIWXConfig {
  // The signed session of this page, so that getSessions can hand back its text and signature.
  let current: SIWXSession | undefined
  const signOut = async () => {
    current = undefined
    await siwe.signOut()
    siwe.onSignOut?.()
  }
  return {
    async createMessage(input): Promise<SIWXMessage> {
      const nonce = await siwe.getNonce(input.accountAddress)
      const params = (await siwe.getMessageParams?.()) ?? {}
      const { host, href } = page()
      const data: SIWXMessageData = {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: params.domain ?? host,
        uri: params.uri ?? href,
        version: '1',
        nonce,
        statement: params.statement,
        issuedAt: new Date().toISOString(),
        expirationTime: params.exp,
        notBefore: params.nbf,
        requestId: params.requestId,
        resources: params.resources,
      }
      const text = siwe.createMessage({
        domain: data.domain,
        uri: data.uri,
        chainId: chainNumber(input.chainId),
        nonce,
        version: '1',
        address: `did:pkh:${input.chainId}:${input.accountAddress}`,
        statement: data.statement,
        iat: data.issuedAt,
        exp: data.expirationTime,
        nbf: data.notBefore,
        requestId: data.requestId,
        resources: data.resources,
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const valid = await siwe.verifyMessage({ message: session.message, signature: session.signature })
      if (!valid) throw new Error('The sign-in message was not verified')
      current = session
      siwe.onSignIn?.((await siwe.getSession()) ?? undefined)
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (!session || !sameAddress(session.address, address) || session.chainId !== chainNumber(chainId))
        return []
      if (current && sameAddress(current.data.accountAddress, address) && current.data.chainId === chainId) {
        return [current]
      }
      // Signed on an earlier visit: the server knows the session, this page has no copy of its text.
      const data: SIWXMessageData = {
        accountAddress: address,
        chainId,
        domain: page().host,
        uri: page().href,
        version: '1',
        nonce: '',
      }
      return [{ data, message: '', signature: '' }]
    },
    revokeSession: () => signOut(),
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut()
      else for (const session of sessions) await this.addSession(session)
    },
    getRequired: () => siwe.required ?? true,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
}
