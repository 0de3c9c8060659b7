import { createConnector } from '@wagmi/core'
import { ChainNotConfiguredError, getAddress, SwitchChainError } from 'viem'
import { ErrorMessage, GatehouseError } from '@gatehouse/common'
import { authConnectorId, type EmbeddedWalletTransport } from '@gatehouse/controllers'
import { createAuthProvider, type AuthProvider } from './authProvider'

/** The AUTH connector's name, as AppKit shows its e-mail and social login. */
export const authConnectorName = 'Email/Socials'

/**
 * The embedded wallet as a wagmi connector (type AUTH): the keys stay in the frame apps/cloud serves;
 * accounts and chain come from the frame's GET_USER / GET_CHAIN_ID, chain switches are SWITCH_NETWORK,
 * disconnecting signs out (SIGN_OUT), and a reload restores the login when the frame says IS_CONNECTED
 * (asked only when an e-mail login was used in this browser, so no frame loads otherwise).
 * `transport` is the kit's (`AdapterContext.embeddedWallet`); without a kit the connector cannot connect.
 */
export function authConnector(params: { transport: () => EmbeddedWalletTransport | undefined }) {
  return createConnector<AuthProvider>((config) => {
    let accounts: `0x${string}`[] = []
    let chainId = config.chains[0].id
    let stopSessionEnded: (() => void) | undefined

    function transport(): EmbeddedWalletTransport {
      const given = params.transport()
      if (!given) throw new GatehouseError('ConnectorNotFound', ErrorMessage.addressOrAuthConnectorNotFound)
      return given
    }

    async function readUser(requestedChainId?: number) {
      const user = await transport().request(
        'GET_USER',
        requestedChainId ? { chainId: requestedChainId } : {},
      )
      accounts = [getAddress(user.address)]
      chainId = Number(user.chainId)
      return user
    }

    const connector = {
      id: authConnectorId,
      name: authConnectorName,
      type: 'AUTH',

      async connect(parameters?: { chainId?: number | undefined; isReconnecting?: boolean | undefined }) {
        await readUser(parameters?.chainId)
        stopSessionEnded?.()
        stopSessionEnded = transport().onSessionEnded(() => connector.onDisconnect())
        if (parameters?.chainId && parameters.chainId !== chainId)
          await connector.switchChain({ chainId: parameters.chainId })
        // wagmi's connect takes the plain account list here (no capabilities are asked of AUTH).
        return { accounts, chainId } as never
      },

      async disconnect() {
        stopSessionEnded?.()
        stopSessionEnded = undefined
        accounts = []
        await transport().signOut()
      },

      async getAccounts() {
        if (accounts.length === 0) await readUser()
        return accounts
      },

      async getChainId() {
        const answer = await transport().request('GET_CHAIN_ID', {})
        chainId = Number(answer.chainId)
        return chainId
      },

      async getProvider() {
        return provider
      },

      async isAuthorized() {
        const given = params.transport()
        if (!given?.loginUsed()) return false
        try {
          return (await given.request('IS_CONNECTED', {})).isConnected
        } catch {
          return false
        }
      },

      async switchChain({ chainId: target }: { chainId: number }) {
        const chain = config.chains.find((candidate) => candidate.id === target)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError({ chainId: target }))
        try {
          await transport().request('SWITCH_NETWORK', { chainId: target })
        } catch (error) {
          throw new SwitchChainError(error as Error)
        }
        chainId = target
        config.emitter.emit('change', { chainId: target })
        provider.emit('chainChanged', `0x${target.toString(16)}`)
        return chain
      },

      onAccountsChanged(next: string[]) {
        if (next.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: next.map((account) => getAddress(account)) })
      },

      onChainChanged(next: string) {
        config.emitter.emit('change', { chainId: Number(next) })
      },

      onDisconnect() {
        accounts = []
        config.emitter.emit('disconnect')
        provider.emit('disconnect')
      },
    }

    const provider = createAuthProvider(transport, {
      accounts: () => accounts,
      chainId: () => chainId,
      switchChain: async (target) => {
        await connector.switchChain({ chainId: target })
      },
    })

    return connector
  })
}
