import { ErrorMessage, GatehouseError, formatUnits, type Network } from '@gatehouse/common'
import {
  localNetworkMemory,
  rememberedNetwork,
  type AdapterAccount,
  type AdapterEvents,
  type ConnectResult,
  type NetworkMemory,
} from '@gatehouse/controllers'
import type { BitcoinAccountAddress, BitcoinConnector } from '../connectors/BitcoinConnector'
import { unreadableAnswer } from '../connectors/walletErrors'
import type { BitcoinConnectorWatch } from '../discovery/watchBitcoinConnectors'
import type { BitcoinApi } from '../options'
import { createMempoolRest, restBaseOf, utxosOf, type MempoolRest, type Utxo } from '../rest/mempoolRest'
import type { BitcoinTransferRequest } from '../transfer/bitcoinTransfer'
import { sendBitcoinTransfer } from '../transfer/sendBitcoinTransfer'
import { waitForTransaction } from '../transfer/waitForTransaction'
import { adapterAccountsOn, addressesOn, paymentAddressOn, sessionNetworkOf } from './sessionAccounts'

/** What the kit hands the runtime once the adapter is given to `createAppKit`. */
export interface RuntimeAttachment {
  events: AdapterEvents
  /** Told the connected wallet whenever it changes (for `getWalletProvider`). */
  onProvider(provider: BitcoinConnector | undefined): void
}

/** How long a reload waits for the stored wallet to appear in the page (a hang guard). */
const walletAppearanceWaitMs = 3_000

interface Session {
  connector: BitcoinConnector
  connectorId: string
  addresses: BitcoinAccountAddress[]
  network: Network
  stopEvents(): void
}

const notConnected = () => new GatehouseError('NotConnected', ErrorMessage.noActiveCaipAddress)
const chainNotSupported = () => new GatehouseError('ChainNotSupported', ErrorMessage.chainNotSupported)

/**
 * The adapter's heavy half: the session with a wallet, the REST API of each network, payments
 * (@scure/btc-signer) and the host's provider. The wallet is the one source of truth of the
 * addresses; the network is the one they are on (the kit's choice when the wallet has addresses on
 * several), remembered for the reload.
 */
export function createBitcoinRuntime(params: {
  watch: BitcoinConnectorWatch
  networks: readonly Network[]
  api?: BitcoinApi | undefined
  memory?: NetworkMemory | undefined
}) {
  const { watch } = params
  // A wallet may hold addresses of several Bitcoin networks: the one the visitor used is remembered.
  const memory = params.memory ?? localNetworkMemory('gatehouse.bitcoin.network')
  const known = [...params.networks]
  const rests = new Map<string, MempoolRest>()
  let attachment: RuntimeAttachment | undefined
  let session: Session | undefined
  let network = rememberedNetwork(memory, known)

  function know(target: Network) {
    if (target.chainNamespace !== 'bip122') throw chainNotSupported()
    if (!known.some((entry) => entry.caipNetworkId === target.caipNetworkId)) known.push(target)
  }

  function rememberNetwork(target: Network) {
    network = target
    memory.write(target.caipNetworkId)
  }

  function restOf(target: Network): MempoolRest {
    const base = restBaseOf(target)
    let rest = rests.get(base)
    if (!rest) {
      rest = createMempoolRest(base)
      rests.set(base, rest)
    }
    return rest
  }

  async function utxosOn(target: Network, address: string): Promise<Utxo[]> {
    if (params.api?.getUTXOs) return utxosOf(await params.api.getUTXOs({ network: target, address }))
    return restOf(target).getUtxos(address)
  }

  function connected(): Session {
    if (!session) throw notConnected()
    return session
  }

  function result(current: Session): ConnectResult {
    const accounts = adapterAccountsOn(current.addresses, current.network)
    const [payment] = accounts as [AdapterAccount]
    return {
      address: payment.address,
      chainId: current.network.id,
      connectorId: current.connectorId,
      accounts,
    }
  }

  function end(notify: boolean) {
    const ended = session
    session = undefined
    ended?.stopEvents()
    attachment?.onProvider(undefined)
    if (notify && ended) attachment?.events.connectionChanged({ status: 'disconnected' })
  }

  /** The session's new addresses, on the network they are on (the current one if they still fit). */
  function follow(current: Session, addresses: BitcoinAccountAddress[], preferred: (Network | undefined)[]) {
    const target = sessionNetworkOf(addresses, preferred, known)
    if (!target) return false
    current.addresses = addresses
    current.network = target
    rememberNetwork(target)
    return true
  }

  function onAccountsChanged(current: Session, addresses: BitcoinAccountAddress[]) {
    if (session !== current) return
    if (!follow(current, addresses, [current.connector.walletNetwork?.(), current.network])) {
      console.warn('[gatehouse] the Bitcoin wallet moved to a network this page does not use')
      end(true)
      return
    }
    attachment?.events.connectionChanged({ status: 'connected', ...result(current) })
  }

  function start(
    connector: BitcoinConnector,
    addresses: BitcoinAccountAddress[],
    preferred: (Network | undefined)[],
  ): ConnectResult {
    const target = sessionNetworkOf(addresses, [connector.walletNetwork?.(), ...preferred], known)
    if (!target) throw chainNotSupported()
    end(false)
    const current: Session = {
      connector,
      connectorId: connector.id,
      addresses,
      network: target,
      stopEvents: () => undefined,
    }
    session = current
    rememberNetwork(target)
    const stops = [
      connector.on('accountsChanged', (next) => onAccountsChanged(current, next)),
      connector.on('disconnect', () => session === current && end(true)),
    ]
    current.stopEvents = () => stops.forEach((stop) => stop())
    attachment?.onProvider(connector)
    return result(current)
  }

  const find = (connectorId: string) => watch.connectors().find((connector) => connector.id === connectorId)

  /** The stored wallet, waiting a moment for it (extensions may inject after the page's script). */
  async function awaitConnector(connectorId: string): Promise<BitcoinConnector | undefined> {
    const deadline = Date.now() + walletAppearanceWaitMs
    for (;;) {
      const found = find(connectorId)
      if (found || Date.now() >= deadline) return found
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  async function silently(connector: BitcoinConnector): Promise<ConnectResult | undefined> {
    const addresses = await connector.connect({ silent: true })
    if (!addresses || addresses.length === 0) return undefined
    try {
      return start(connector, addresses, [network])
    } catch (error) {
      console.warn('[gatehouse] the Bitcoin wallet is on a network this page does not use', error)
      return undefined
    }
  }

  return {
    attach(kit: RuntimeAttachment) {
      attachment = kit
      if (session) kit.onProvider(session.connector)
    },

    /** The network of the session, else the last one used. */
    currentNetwork: () => session?.network ?? network,

    async connect(connectorId: string, target: Network | undefined): Promise<ConnectResult> {
      const connector = find(connectorId)
      if (!connector)
        throw new GatehouseError('ConnectorNotFound', ErrorMessage.connectorNotFound(connectorId))
      if (target) know(target)
      // As AppKit: a wallet that lists none of the page's networks is not asked at all.
      if (connector.chains.length === 0) throw chainNotSupported()
      const addresses = await connector.connect({ network: target ?? network })
      if (!addresses || addresses.length === 0)
        throw unreadableAnswer('the wallet connected without an address')
      return start(connector, addresses, [target, network])
    },

    /** A silent connect to the stored wallet; undefined when it is gone or has no session. */
    async reconnect(connectorId: string): Promise<ConnectResult | undefined> {
      const connector = await awaitConnector(connectorId)
      return connector ? silently(connector) : undefined
    },

    /** Connects a wallet the page's discovery does not list (a WalletConnect session) silently. */
    adopt: (connector: BitcoinConnector) => silently(connector),

    async disconnect(): Promise<void> {
      const connector = session?.connector
      end(false)
      await connector?.disconnect()
    },

    getAccounts: (): AdapterAccount[] => (session ? result(session).accounts.slice() : []),

    /**
     * Moves the session to another Bitcoin network: the wallet switches where its protocol can,
     * and the session then takes its addresses there; a wallet that cannot switch must already
     * hold addresses of that network.
     * @throws GatehouseError 'ChainNotSupported' when the wallet has no address on the network.
     */
    async switchNetwork(target: Network): Promise<void> {
      know(target)
      const current = session
      if (!current) {
        rememberNetwork(target)
        return
      }
      let addresses = current.addresses
      if (current.connector.switchNetwork) {
        await current.connector.switchNetwork(target)
        addresses = await current.connector.getAccountAddresses()
      }
      if (session !== current) return
      if (addressesOn(addresses, target).length === 0 || !follow(current, addresses, [target]))
        throw chainNotSupported()
      attachment?.events.connectionChanged({ status: 'connected', ...result(current) })
    },

    /** Signs with BIP-322 (the wallet's default where it has no choice); resolves with base64. */
    async signMessage(message: string, address: string): Promise<string> {
      const current = connected()
      if (!current.addresses.some((entry) => entry.address === address)) throw notConnected()
      return current.connector.signMessage({ address, message, protocol: 'bip322' })
    },

    /** The sum of the address's UTXOs (mempool ones included), in BTC with 8 decimals. */
    async getBalance(address: string, target: Network) {
      const utxos = await utxosOn(target, address)
      const total = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
      return {
        balance: formatUnits(total, target.nativeCurrency.decimals),
        symbol: target.nativeCurrency.symbol,
      }
    },

    async sendTransfer(request: BitcoinTransferRequest): Promise<string> {
      const current = connected()
      const payment = paymentAddressOn(current.addresses, current.network)
      if (!payment) throw notConnected()
      const txid = await sendBitcoinTransfer(
        {
          connector: current.connector,
          payment,
          network: current.network,
          rest: restOf(current.network),
          getUtxos: (address) => utxosOn(current.network, address),
        },
        request,
      )
      attachment?.events.transactionSent(txid)
      return txid
    },

    waitForTransaction(txid: string) {
      if (!/^[0-9a-f]{64}$/i.test(txid)) throw new TypeError(`${txid} is not a transaction id`)
      const target = session?.network ?? network
      if (!target) throw new GatehouseError('NetworkNotFound', ErrorMessage.networkNotFound)
      const rest = restOf(target)
      return waitForTransaction(() => rest.getTransactionStatus(txid.toLowerCase()))
    },
  }
}

export type BitcoinRuntime = ReturnType<typeof createBitcoinRuntime>
