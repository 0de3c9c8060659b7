import type { Config, Connector } from '@wagmi/core'
import * as v from 'valibot'
import type { GatehouseError } from '@gatehouse/common'
import { describeAnswer, evmAccountsAnswer, evmChainIdAnswer, unreadableAnswer } from './walletAnswer'

interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** The account lists inside a `wallet_requestPermissions` / `wallet_getPermissions` answer. */
function permittedAccounts(answer: unknown): unknown[] {
  if (!Array.isArray(answer)) return [answer]
  return answer.flatMap((permission: unknown) => {
    const caveats = (permission as { caveats?: unknown } | null)?.caveats
    if (!Array.isArray(caveats)) return []
    return caveats
      .filter((caveat: unknown) => (caveat as { type?: unknown } | null)?.type === 'restrictReturnedAccounts')
      .map((caveat: { value?: unknown }) => caveat.value)
  })
}

/** Whether `answer`, the wallet's answer to `method`, is one the kit can read (methods it does not read pass). */
function readableAnswer(method: string, answer: unknown): boolean {
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return v.is(evmAccountsAnswer, answer)
    case 'eth_chainId':
      return v.is(evmChainIdAnswer, answer)
    case 'wallet_requestPermissions':
    case 'wallet_getPermissions':
      return permittedAccounts(answer).every((accounts) => v.is(evmAccountsAnswer, accounts))
    default:
      return true
  }
}

/**
 * The wallet's provider as wagmi's connector sees it: the answers about accounts and chains are
 * checked, and one the kit cannot read is refused with the catalogue error (and reported) instead of
 * reaching wagmi, which would turn it into a TypeError, a NaN chain or, where it swallows the error
 * (`wallet_requestPermissions`), fall back and connect anyway. Everything else is the provider's own.
 */
function checkedProvider<P extends object>(provider: P, report: (detail: string) => GatehouseError): P {
  const bound = new Map<PropertyKey, unknown>()
  const request = async (args: { method: string; params?: unknown }) => {
    const answer = await (provider as unknown as Eip1193Like).request(args)
    if (!readableAnswer(args.method, answer))
      throw report(`${args.method} answered ${describeAnswer(answer)}`)
    return answer
  }
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'request') return request
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      // A method runs on the wallet's own object (its private fields are not on the proxy), and keeps
      // one identity, so that `removeListener` finds what `on` added.
      if (!bound.has(property)) bound.set(property, (value as (...args: unknown[]) => unknown).bind(target))
      return bound.get(property)
    },
  })
}

const guarded = new WeakSet<Connector>()

/**
 * Puts the wallet-answer checks around one injected connector. The event handlers are replaced on the
 * connector object before wagmi binds them (its `setup` binds them after an `await`), so a wallet's
 * `accountsChanged` with junk is dropped with a console warning instead of throwing viem's
 * InvalidAddressError as an uncaught error on the host's page; a junk `chainChanged` or `connect` is
 * dropped the same way. Any handler's own failure (it asks the wallet again) ends in the console too.
 * A connection attempt during which the wallet answered junk fails with the catalogue error, and the
 * connector lets go of the wallet: garbage never connects, even when wagmi would have read past it.
 */
function guardConnector(connector: Connector): void {
  if (guarded.has(connector)) return
  guarded.add(connector)
  const original = {
    connect: connector.connect,
    getProvider: connector.getProvider,
    onAccountsChanged: connector.onAccountsChanged,
    onChainChanged: connector.onChainChanged,
    onConnect: connector.onConnect,
  }
  const providers = new WeakMap<object, unknown>()
  /** The first unreadable answer since the current connection attempt started. */
  let unreadable: GatehouseError | undefined

  const report = (detail: string): GatehouseError => {
    console.warn(`[gatehouse] ${connector.name} sent an answer the kit cannot read: ${detail}`)
    const error = unreadableAnswer(new Error(detail))
    unreadable ??= error
    return error
  }
  const settle = (result: unknown) => {
    if (result instanceof Promise)
      result.catch((error: unknown) => console.warn(`[gatehouse] ${connector.name}: ignored an event`, error))
  }

  connector.getProvider = async function getProvider(this: Connector, ...args) {
    const provider: unknown = await original.getProvider.apply(this, args)
    if (typeof provider !== 'object' || provider === null) return provider
    if (!providers.has(provider)) providers.set(provider, checkedProvider(provider, report))
    return providers.get(provider)
  } as Connector['getProvider']

  connector.connect = async function connect(this: Connector, parameters) {
    unreadable = undefined
    let result: Awaited<ReturnType<Connector['connect']>>
    try {
      result = await original.connect.call(this, parameters)
    } catch (error) {
      throw unreadable ?? error
    }
    if (unreadable) {
      const refused = unreadable
      await this.disconnect().catch(() => undefined)
      throw refused
    }
    return result
  } as Connector['connect']

  connector.onAccountsChanged = function onAccountsChanged(this: Connector, accounts) {
    if (!v.is(evmAccountsAnswer, accounts)) {
      report(`accountsChanged with ${describeAnswer(accounts)}`)
      return
    }
    settle(original.onAccountsChanged.call(this, accounts))
  }

  connector.onChainChanged = function onChainChanged(this: Connector, chainId) {
    if (!v.is(evmChainIdAnswer, chainId)) {
      report(`chainChanged with ${describeAnswer(chainId)}`)
      return
    }
    settle(original.onChainChanged.call(this, chainId))
  }

  if (original.onConnect) {
    const onConnect = original.onConnect
    connector.onConnect = function (this: Connector, info) {
      const chainId = (info as { chainId?: unknown } | undefined)?.chainId
      if (!v.is(evmChainIdAnswer, chainId)) {
        report(`connect with ${describeAnswer(info)}`)
        return
      }
      settle(onConnect.call(this, info))
    }
  }
}

/**
 * Checks every answer of the page's browser wallets before wagmi reads it: the injected connectors
 * the config has now, and each one EIP-6963 discovery adds later (guarded as it joins the list, in
 * the same turn, before its setup binds the handlers).
 */
export function guardWalletAnswers(config: Config): void {
  const guardAll = (connectors: readonly Connector[]) =>
    connectors.filter((connector) => connector.type === 'injected').forEach(guardConnector)
  guardAll(config.connectors)
  config._internal.connectors.subscribe((connectors) => guardAll(connectors))
}
