import { address as toAddress } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { ErrorMessage, GatehouseError, type Network } from '@gatehouse/common'
import {
  localNetworkMemory,
  rememberedNetwork,
  type AdapterAccount,
  type AdapterEvents,
  type ConnectResult,
  type NetworkMemory,
  type TransferRequest,
} from '@gatehouse/controllers'
import type { SolanaWalletWatch } from '../discovery/standardConnectors'
import { defaultSolanaNetworks, walletChainOf } from '../networks/solanaChains'
import type { SolanaCommitment } from '../options'
import { assertTransferRequest } from '../transfer/buildTransfer'
import { solanaTransferOf, type SolanaTransferCost } from '../transfer/solanaTransfer'
import { adapterAccount, base58 } from './solanaAccounts'
import { solanaNetworkMemoryKey } from './solanaNetworkMemory'
import { createRpcPool, readSolBalance, sendWireTransaction, waitForSignature } from './solanaRpc'
import { transferCost } from './transferCost'
import { transferTransaction } from './transferTransaction'
import { asTransactionError } from './walletErrors'
import {
  connectWallet,
  disconnectWallet,
  signMessageWith,
  signTransactionWith,
  solanaAccountsOf,
  walletSending,
  watchWallet,
} from './walletSession'
import { toPublicKey, type SolanaSendOptions, type SolanaWalletProvider } from './walletProvider'
import { awaitWallet, findWallet } from './walletRegistration'

/** What the kit hands the runtime once the adapter is given to `createAppKit`. */
export interface RuntimeAttachment {
  events: AdapterEvents
  /** Told the connected wallet's provider whenever it changes (for `getWalletProvider`). */
  onProvider(provider: SolanaWalletProvider | undefined): void
}

interface Session {
  wallet: Wallet
  accounts: WalletAccount[]
  account: WalletAccount
  stopEvents(): void
  provider: SolanaWalletProvider
}

/**
 * The adapter's heavy half: the session with a Wallet Standard wallet, the RPC of each network
 * (@solana/kit), transfers, and the host's provider. The connected wallet is the one source of
 * truth of the account; the runtime keeps which network the visitor uses.
 */
export function createSolanaRuntime(params: {
  watch: SolanaWalletWatch
  /** The host's Solana networks; by default mainnet, devnet, testnet and the local chain. */
  networks?: readonly Network[] | undefined
  commitment: SolanaCommitment
  /** Where the session's network is remembered; the page's localStorage by default. */
  memory?: NetworkMemory | undefined
}) {
  const { watch, commitment } = params
  const memory = params.memory ?? localNetworkMemory(solanaNetworkMemoryKey)
  // A network the kit switches to or connects on joins them.
  const known = [...(params.networks ?? defaultSolanaNetworks)]
  const rpcOf = createRpcPool()
  let attachment: RuntimeAttachment | undefined
  let session: Session | undefined
  let network = rememberedNetwork(memory, known)

  function know(target: Network) {
    if (target.chainNamespace !== 'solana')
      throw new GatehouseError('ChainNotSupported', ErrorMessage.chainNotSupported)
    if (!known.some((entry) => entry.caipNetworkId === target.caipNetworkId)) known.push(target)
    network = target
    memory.write(target.caipNetworkId)
  }

  function currentNetwork(): Network {
    if (!network) throw new GatehouseError('NetworkNotFound', ErrorMessage.networkNotFound)
    return network
  }

  function connected(): Session {
    if (!session) throw new GatehouseError('NotConnected', ErrorMessage.noActiveCaipAddress)
    return session
  }

  function result(current: Session, connectorId: string): ConnectResult {
    return {
      address: current.account.address,
      chainId: currentNetwork().id,
      connectorId,
      accounts: current.accounts.map(adapterAccount),
    }
  }

  /** Sends a wire transaction the way the wallet can: it sends itself, or it signs and the RPC sends. */
  async function send(current: Session, transaction: Uint8Array, preflight = commitment): Promise<string> {
    const target = currentNetwork()
    const chain = walletChainOf(target)
    const sending = walletSending(current.wallet, current.account, chain)
    let signature: string
    try {
      if (sending.kind === 'signAndSend') signature = base58(await sending.send(transaction, preflight))
      else {
        const signed = await signTransactionWith(current.wallet, current.account, transaction, chain)
        signature = await sendWireTransaction(rpcOf(target), signed, preflight)
      }
    } catch (error) {
      throw asTransactionError(error)
    }
    attachment?.events.transactionSent(signature)
    return signature
  }

  function providerFor(current: () => Session): SolanaWalletProvider {
    const first = current()
    return {
      name: first.wallet.name,
      icon: first.wallet.icon,
      get address() {
        return current().account.address
      },
      get publicKey() {
        return toPublicKey(new Uint8Array(current().account.publicKey))
      },
      signMessage: (message) => signMessageWith(current().wallet, current().account, message),
      signTransaction: (transaction) =>
        signTransactionWith(
          current().wallet,
          current().account,
          transaction,
          walletChainOf(currentNetwork()),
        ),
      signAllTransactions: (transactions) =>
        Promise.all(
          transactions.map((transaction) =>
            signTransactionWith(
              current().wallet,
              current().account,
              transaction,
              walletChainOf(currentNetwork()),
            ),
          ),
        ),
      signAndSendTransaction: (transaction, options?: SolanaSendOptions) =>
        send(current(), transaction, options?.preflightCommitment),
      sendTransaction: (transaction, options?: SolanaSendOptions) =>
        send(current(), transaction, options?.preflightCommitment),
    }
  }

  function end(notify: boolean) {
    const ended = session
    session = undefined
    ended?.stopEvents()
    attachment?.onProvider(undefined)
    if (notify && ended) attachment?.events.connectionChanged({ status: 'disconnected' })
  }

  /** Mirrors the wallet's account changes into the kit: another account, or none (disconnected). */
  function onWalletChange(wallet: Wallet, connectorId: string, accounts: unknown) {
    if (session?.wallet !== wallet) return
    let readable: WalletAccount[]
    try {
      readable = solanaAccountsOf(accounts)
    } catch (error) {
      console.warn('[gatehouse] ignored a Solana wallet change it cannot read', error)
      return
    }
    const first = readable[0]
    if (!first) {
      end(true)
      return
    }
    session.accounts = readable
    session.account = readable.find((account) => account.address === session?.account.address) ?? first
    attachment?.events.connectionChanged({ status: 'connected', ...result(session, connectorId) })
  }

  function start(wallet: Wallet, accounts: WalletAccount[], connectorId: string): ConnectResult {
    end(false)
    const [account] = accounts as [WalletAccount]
    const current: Session = {
      wallet,
      accounts,
      account,
      stopEvents: () => undefined,
      provider: undefined as unknown as SolanaWalletProvider,
    }
    session = current
    current.provider = providerFor(() => (session === current ? current : connected()))
    current.stopEvents = watchWallet(wallet, (properties) => {
      if ('accounts' in properties) onWalletChange(wallet, connectorId, properties.accounts)
    })
    attachment?.onProvider(current.provider)
    return result(current, connectorId)
  }

  return {
    attach(kit: RuntimeAttachment) {
      attachment = kit
      if (session) kit.onProvider(session.provider)
    },

    currentNetwork: () => network,

    async connect(connectorId: string, target: Network | undefined): Promise<ConnectResult> {
      const wallet = findWallet(watch, connectorId)
      if (!wallet) throw new GatehouseError('ConnectorNotFound', ErrorMessage.connectorNotFound(connectorId))
      if (target) know(target)
      const accounts = await connectWallet(wallet, false)
      return start(wallet, accounts, connectorId)
    },

    /** A silent connect to the stored wallet; undefined when it is gone or has no session. */
    async reconnect(connectorId: string): Promise<ConnectResult | undefined> {
      const wallet = await awaitWallet(watch, connectorId)
      if (!wallet) return undefined
      const accounts = await connectWallet(wallet, true)
      if (accounts.length === 0) return undefined
      return start(wallet, accounts, connectorId)
    },

    /**
     * Connects a wallet that is not in the page's registry (the Solana part of a WalletConnect
     * session) silently; undefined when it has no account.
     */
    async adopt(wallet: Wallet, connectorId: string): Promise<ConnectResult | undefined> {
      const accounts = await connectWallet(wallet, true)
      if (accounts.length === 0) return undefined
      return start(wallet, accounts, connectorId)
    },

    async disconnect(): Promise<void> {
      const wallet = session?.wallet
      end(false)
      if (wallet) await disconnectWallet(wallet)
    },

    getAccounts: (): AdapterAccount[] => (session ? session.accounts.map(adapterAccount) : []),

    /** Solana wallets have no cluster of their own to switch: the session follows the kit's network. */
    async switchNetwork(target: Network): Promise<void> {
      know(target)
    },

    async signMessage(message: string, address: string): Promise<string> {
      const current = connected()
      const account = current.accounts.find((candidate) => candidate.address === address)
      if (!account) throw new GatehouseError('NotConnected', ErrorMessage.noActiveCaipAddress)
      return base58(await signMessageWith(current.wallet, account, new TextEncoder().encode(message)))
    },

    async getBalance(owner: string, target: Network) {
      const balance = await readSolBalance(rpcOf(target), owner, commitment)
      return { balance, symbol: target.nativeCurrency.symbol }
    },

    async sendTransfer(kitRequest: TransferRequest): Promise<string> {
      const request = solanaTransferOf(kitRequest)
      assertTransferRequest(request)
      const current = connected()
      const rpc = rpcOf(currentNetwork())
      const from = toAddress(current.account.address)
      const transaction = await transferTransaction({
        rpc,
        wallet: current.wallet,
        from,
        request,
        commitment,
      })
      return send(current, transaction)
    },

    /** What the transfer would cost the connected account besides its amount; the wallet is not asked. */
    estimateTransfer(kitRequest: TransferRequest): Promise<SolanaTransferCost> {
      const request = solanaTransferOf(kitRequest)
      assertTransferRequest(request)
      const current = connected()
      const rpc = rpcOf(currentNetwork())
      const from = toAddress(current.account.address)
      return transferCost({ rpc, wallet: current.wallet, from, request, commitment })
    },

    waitForTransaction: (signature: string) =>
      waitForSignature(rpcOf(currentNetwork()), signature, commitment),
  }
}

export type SolanaRuntime = ReturnType<typeof createSolanaRuntime>
