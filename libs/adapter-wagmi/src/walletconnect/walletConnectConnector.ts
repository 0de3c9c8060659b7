import { createConnector } from '@wagmi/core'
import * as v from 'valibot'
import type { Chain } from 'viem'
import type UniversalProvider from '@walletconnect/universal-provider'
import { ErrorMessage, GatehouseError, type Network, type SIWXSession } from '@gatehouse/common'
import {
  createWalletConnectSessionShare,
  type WalletConnectSessionShare,
  type WalletConnectSignInRequest,
} from '@gatehouse/controllers'
import { switchEvmChain } from '../runtime/switchEvmChain'
import { evmChainIdAnswer } from '../runtime/walletAnswer'
import type { WalletConnectProviderOptions } from './createWalletConnectProvider'
import { guestNamespaces, type WalletConnectGuest } from './walletConnectGuests'
import { changedAccounts, sessionAccounts } from './sessionAccounts'

/** The id of the WalletConnect connector in wagmi and in the kit. */
export const walletConnectConnectorId = 'walletConnect'

const methods = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]
const events = ['chainChanged', 'accountsChanged']

/** The chain the session is on: the provider's default eip155 chain. */
function sessionChainId(provider: UniversalProvider): number {
  const chain = provider.namespaces?.['eip155']?.defaultChain
  const fromAccounts = provider.session?.namespaces['eip155']?.accounts[0]?.split(':')[1]
  return Number(chain ?? fromAccounts)
}

/** What the WalletConnect connector has besides wagmi's connector interface. */
// A type alias, not an interface: wagmi wants the properties as a plain record.
export type WalletConnectConnectorProperties = {
  listen(instance: UniversalProvider): void
  /**
   * Pairs with WalletConnect's one-step authenticate and resolves once the wallet has answered:
   * the session is then in place for `connect` to report as any, and the sign-in sessions come
   * back (none from a wallet that only connected). Without a pairing to make, it signs nothing.
   */
  signIn(request: WalletConnectSignInRequest): Promise<SIWXSession[]>
  /**
   * A guest namespace's part of the session in place (restoring a stored one first); undefined when
   * the session has no account in it.
   */
  share(namespace: string): Promise<WalletConnectSessionShare | undefined>
}

/**
 * wagmi's connector for WalletConnect, built on `@walletconnect/universal-provider` (no modal UI:
 * the kit shows its own QR code). The session is wagmi's source of truth like any wallet's:
 * accountsChanged, chainChanged, session updates, deletes and a wallet-side disconnect flow into
 * wagmi, and from there into the kit.
 */
export function walletConnect(
  options: WalletConnectProviderOptions & {
    networks: readonly Network[]
    /** Other adapters' namespaces to propose too; they share the session. */
    guests?: readonly WalletConnectGuest[] | undefined
  },
) {
  let provider: Promise<UniversalProvider> | undefined
  let listening = false
  const guests = options.guests ?? []
  // Whoever shares the session hears when it ends, whichever side ended it.
  const endListeners = new Set<() => void>()
  const sessionEnded = () => [...endListeners].forEach((listener) => listener())
  // Set once wagmi creates the connector: a guest that ends the session disconnects wagmi too.
  let wagmiDisconnected = () => {}

  function shareOf(instance: UniversalProvider, namespace: string) {
    return createWalletConnectSessionShare({
      namespace: namespace as WalletConnectGuest['proposal']['namespace'],
      namespaces: () => instance.session?.namespaces,
      sessionProperties: () => instance.session?.sessionProperties,
      peer: () => instance.session?.peer?.metadata,
      send: ({ method, params, chainId }) => instance.request({ method, params: params as never }, chainId),
      disconnect: async () => {
        if (instance.session) await instance.disconnect().catch(() => undefined)
        sessionEnded()
        wagmiDisconnected()
      },
      onEnd(listener) {
        endListeners.add(listener)
        return () => endListeners.delete(listener)
      },
    })
  }

  /** Hands each guest with accounts in the session its part. */
  function announceSession(instance: UniversalProvider) {
    for (const guest of guests) {
      const share = shareOf(instance, guest.proposal.namespace)
      if (share.accounts.length) guest.listeners.forEach((listener) => listener(share))
    }
  }

  return createConnector<UniversalProvider, WalletConnectConnectorProperties>((config) => {
    wagmiDisconnected = () => config.emitter.emit('disconnect')
    const rpcMap = Object.fromEntries(
      config.chains.map((chain: Chain) => [String(chain.id), chain.rpcUrls.default.http[0] as string]),
    )

    // The WalletConnect SDK is large: it loads when a pairing starts or a stored session is restored.
    function getProvider(): Promise<UniversalProvider> {
      provider ??= import('./createWalletConnectProvider').then((module) =>
        module.createWalletConnectProvider(options),
      )
      provider.catch(() => {
        provider = undefined
      })
      return provider
    }

    return {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'walletConnect',

      listen(instance: UniversalProvider) {
        if (listening) return
        listening = true
        instance.on('display_uri', (uri: string) =>
          config.emitter.emit('message', { type: 'display_uri', data: uri }),
        )
        instance.on('accountsChanged', (accounts: string[]) => this.onAccountsChanged(accounts))
        instance.on('chainChanged', (chainId: string | number) => this.onChainChanged(String(chainId)))
        instance.on('session_update', () => {
          let accounts
          try {
            accounts = sessionAccounts(instance)
          } catch (error) {
            // The connection stays as the kit knew it: junk neither connects nor disconnects.
            console.warn('[gatehouse] ignored a WalletConnect session update it cannot read', error)
            return
          }
          if (accounts.length) config.emitter.emit('change', { accounts })
        })
        instance.on('session_delete', () => {
          sessionEnded()
          this.onDisconnect()
        })
        instance.on('disconnect', () => {
          sessionEnded()
          this.onDisconnect()
        })
      },

      async signIn(request) {
        const instance = await getProvider()
        this.listen(instance)
        if (instance.session) return []
        const { authenticateWithSignIn } = await import('./authenticateWithSignIn')
        return authenticateWithSignIn(instance, request, { methods, events, rpcMap })
      },

      async connect({ chainId, isReconnecting } = {}) {
        const instance = await getProvider()
        this.listen(instance)
        if (!instance.session) {
          if (isReconnecting) throw new GatehouseError('NoSession', ErrorMessage.sessionNotInitialized)
          const active = config.chains.find((chain) => chain.id === chainId) ?? config.chains[0]
          const ordered = [active, ...config.chains.filter((chain) => chain !== active)]
          await instance.connect({
            optionalNamespaces: {
              eip155: {
                chains: ordered.map((chain) => `eip155:${chain.id}`),
                methods,
                events,
                rpcMap,
              },
              ...guestNamespaces(guests),
            },
          })
        }
        if (guests.length) announceSession(instance)
        let accounts
        try {
          accounts = sessionAccounts(instance)
        } catch (error) {
          // A session the kit cannot read is not kept: the wallet is told it ended.
          await instance.disconnect().catch(() => undefined)
          throw error
        }
        const currentChainId = sessionChainId(instance)
        config.emitter.emit('connect', { accounts, chainId: currentChainId })
        return { accounts, chainId: currentChainId } as never
      },

      async disconnect() {
        const instance = await getProvider()
        if (instance.session) await instance.disconnect().catch(() => undefined)
        sessionEnded()
      },

      async share(namespace) {
        const instance = await getProvider()
        this.listen(instance)
        const share = shareOf(instance, namespace)
        return share.accounts.length ? share : undefined
      },

      async getAccounts() {
        return sessionAccounts(await getProvider())
      },

      async getChainId() {
        return sessionChainId(await getProvider())
      },

      getProvider,

      async isAuthorized() {
        const instance = await getProvider()
        this.listen(instance)
        return Boolean(instance.session) && sessionAccounts(instance).length > 0
      },

      async switchChain({ chainId }) {
        const instance = await getProvider()
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        const network = options.networks.find((candidate) => Number(candidate.id) === chainId)
        if (!chain || !network) throw new GatehouseError('ChainNotSupported', ErrorMessage.chainNotSupported)
        await switchEvmChain(instance, network)
        // The wallet agreed: requests now go to this chain, and wagmi hears of it.
        instance.setDefaultChain(`eip155:${chainId}`, rpcMap[String(chainId)])
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(accounts) {
        const readable = changedAccounts(accounts)
        if (!readable) return
        if (readable.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: readable })
      },

      onChainChanged(chain) {
        const read = v.safeParse(evmChainIdAnswer, chain)
        if (read.success) config.emitter.emit('change', { chainId: read.output })
        else console.warn('[gatehouse] ignored a WalletConnect chainChanged it cannot read', chain)
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
