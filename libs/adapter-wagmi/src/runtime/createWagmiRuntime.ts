import {
  connect,
  disconnect,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  reconnect,
  sendTransaction,
  signMessage,
  waitForTransactionReceipt,
  writeContract,
  type Connector as WagmiConnector,
  type SendTransactionParameters,
  type WriteContractParameters,
} from '@wagmi/core'
import type { Abi } from 'viem'
import { ErrorMessage, formatUnits, GatehouseError, type Network } from '@gatehouse/common'
import type {
  ConnectResult,
  ContractCallRequest,
  TransferCost,
  TransferRequest,
  WalletConnectSessionShare,
  WalletConnectSignInRequest,
  WalletConnectSignInResult,
} from '@gatehouse/controllers'
import type {
  EvmContractWriteRequest,
  EvmFeeRequest,
  EvmTransactionRequest,
} from '../transfer/evmTransactions'
import { evmTransferOf } from '../transfer/evmTransfer'
import {
  walletConnectConnectorId,
  type WalletConnectConnectorProperties,
} from '../walletconnect/walletConnectConnector'
import { readConnectionState } from './connectionState'
import { mirrorIntoKit, type RuntimeAttachment } from './kitMirror'
import { createRuntimeConfig, type WagmiRuntimeParams } from './runtimeConfig'
import { switchEvmChain, type Eip1193Requester } from './switchEvmChain'
import { feeRequestTransaction, transactionFee } from './transactionFee'
import { asConnectError, readConnection, unreadableAnswer } from './walletAnswer'

export type { RuntimeAttachment } from './kitMirror'
export type { WagmiRuntimeParams } from './runtimeConfig'

/**
 * The adapter's heavy half: wagmi's config (the one the host's wagmi hooks read too), its watchers
 * and the actions the kit calls. The config exists before the kit attaches, so a host may read it
 * before `createAppKit` runs (AppKit's Next.js layout does).
 */
export function createWagmiRuntime(params: WagmiRuntimeParams) {
  const config = createRuntimeConfig(params)

  let attachment: RuntimeAttachment | undefined
  let pairing = false

  /** Starts mirroring wagmi (the one source of truth) into the kit. */
  function attach(kit: RuntimeAttachment): void {
    if (attachment) return
    attachment = kit
    mirrorIntoKit(config, kit, () => pairing)
  }

  const transactionSent = (hash: `0x${string}`) => attachment?.events.transactionSent(hash)

  function findConnector(id: string): WagmiConnector {
    const connector = config.connectors.find((candidate) => candidate.id === id)
    if (!connector) throw new GatehouseError('ConnectorNotFound', ErrorMessage.connectorNotFound(id))
    return connector
  }

  /** Runs a WalletConnect pairing, handing its URI to `onUri`; meanwhile the kit hears no 'connecting'. */
  async function whilePairing<T>(onUri: (uri: string) => void, run: () => Promise<T>): Promise<T> {
    const connector = findConnector(walletConnectConnectorId)
    const onMessage = (message: { type: string; data?: unknown }) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') onUri(message.data)
    }
    connector.emitter.on('message', onMessage)
    pairing = true
    try {
      return await run()
    } finally {
      pairing = false
      connector.emitter.off('message', onMessage)
    }
  }

  /**
   * The fee per gas the kit checks a send against (`estimateTransactionFee`: gas at this max fee),
   * suggested to the wallet with the transaction so that its own estimate does not price above what
   * the balance was checked for: a Max send, the balance less that fee, would else be refused. None
   * when the node cannot say; the wallet then prices the transaction alone.
   */
  async function sendEvmTransaction(request: EvmTransactionRequest) {
    const hash = await sendTransaction(config, {
      ...request,
      ...(await checkedFees()),
      connector: connectedConnector(),
    } as SendTransactionParameters)
    transactionSent(hash)
    return hash
  }

  async function writeEvmContract(request: EvmContractWriteRequest) {
    const hash = await writeContract(config, {
      ...request,
      abi: request.abi as Abi,
      connector: connectedConnector(),
    } as WriteContractParameters)
    transactionSent(hash)
    return hash
  }

  /** The gas of the transaction (or contract write) from the connected account, at the max fee. */
  async function estimateTransactionFee(request: EvmFeeRequest): Promise<bigint> {
    const connector = connectedConnector()
    const [gas, fees] = await Promise.all([
      estimateGas(config, { ...feeRequestTransaction(request), connector }),
      estimateFeesPerGas(config),
    ])
    return transactionFee(gas, fees)
  }

  async function checkedFees(): Promise<
    { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { gasPrice: bigint } | Record<string, never>
  > {
    try {
      const fees = await estimateFeesPerGas(config)
      if (fees.maxFeePerGas !== undefined && fees.maxPriorityFeePerGas !== undefined)
        return { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
      return fees.gasPrice !== undefined ? { gasPrice: fees.gasPrice } : {}
    } catch {
      return {}
    }
  }

  function connectedConnector(): WagmiConnector {
    const connection = readConnectionState(config)
    if (connection.status !== 'connected' || !connection.connector) {
      throw new GatehouseError('NotConnected', ErrorMessage.noActiveCaipAddress)
    }
    return connection.connector
  }

  return {
    config,
    attach,

    /**
     * Connects a wallet. An answer that cannot be read (an account that is not an address, a chain id
     * that is not a number) fails with the catalogue's message, and wagmi does not keep it.
     */
    async connect(connectorId: string): Promise<ConnectResult> {
      const connector = findConnector(connectorId)
      let result: { accounts: readonly unknown[]; chainId: unknown }
      try {
        result = await connect(config, { connector })
      } catch (error) {
        throw asConnectError(error)
      }
      const connection = readConnection(result.accounts, result.chainId)
      if (!connection) {
        await disconnect(config, { connector }).catch(() => undefined)
        throw unreadableAnswer(
          new Error(`accounts ${JSON.stringify(result.accounts)} on chain ${String(result.chainId)}`),
        )
      }
      const [address] = connection.accounts as [`0x${string}`]
      const accounts = connection.accounts.map((account) => ({ address: account, type: 'eoa' as const }))
      return { address, chainId: connection.chainId, connectorId, accounts }
    },

    /** Pairs over WalletConnect, handing the pairing URI to `onUri` as soon as it exists. */
    connectWalletConnect(onUri: (uri: string) => void): Promise<ConnectResult> {
      return whilePairing(onUri, () => this.connect(walletConnectConnectorId))
    },

    /**
     * Pairs with WalletConnect's one-step authenticate, then hands the session to wagmi through its
     * own connect (which finds the session and pairs no more): the connection is the one
     * `connectWalletConnect` makes, plus the sign-in sessions the wallet signed.
     */
    connectWithSignIn(
      request: WalletConnectSignInRequest,
      onUri: (uri: string) => void,
    ): Promise<WalletConnectSignInResult> {
      return whilePairing(onUri, async () => {
        const connector = findConnector(walletConnectConnectorId) as WagmiConnector &
          Partial<WalletConnectConnectorProperties>
        if (!connector.signIn)
          throw new GatehouseError('ConnectorNotFound', ErrorMessage.connectorNotFound(connector.id))
        let sessions
        try {
          sessions = await connector.signIn(request)
        } catch (error) {
          throw asConnectError(error)
        }
        return { ...(await this.connect(walletConnectConnectorId)), sessions }
      })
    },

    /** A guest namespace's part of the WalletConnect session, if there is one with accounts in it. */
    async walletConnectShare(namespace: string): Promise<WalletConnectSessionShare | undefined> {
      const connector = config.connectors.find((candidate) => candidate.id === walletConnectConnectorId) as
        (WagmiConnector & Partial<WalletConnectConnectorProperties>) | undefined
      return connector?.share?.(namespace)
    },

    async reconnect(connectorId: string): Promise<ConnectResult | undefined> {
      // Only the stored connector: others (WalletConnect's SDK above all) stay unloaded.
      const stored = config.connectors.filter((candidate) => candidate.id === connectorId)
      const connections = await reconnect(config, stored.length ? { connectors: stored } : undefined)
      const connection =
        connections.find((candidate) => candidate.connector.id === connectorId) ?? connections[0]
      if (!connection) return undefined
      const readable = readConnection(connection.accounts, connection.chainId)
      if (!readable) {
        // A stored session the wallet now answers for with junk is no session.
        console.warn('[gatehouse] the wallet answered the reconnection with', connection)
        await disconnect(config, { connector: connection.connector }).catch(() => undefined)
        return undefined
      }
      const [address] = readable.accounts as [`0x${string}`]
      return {
        address,
        chainId: readable.chainId,
        connectorId: connection.connector.id,
        accounts: readable.accounts.map((account) => ({ address: account, type: 'eoa' as const })),
      }
    },

    disconnect: () => disconnect(config),

    getAccounts: () =>
      (readConnectionState(config).addresses ?? []).map((address) => ({ address, type: 'eoa' as const })),

    async switchNetwork(network: Network) {
      const connector = connectedConnector()
      if (connector.id === walletConnectConnectorId && connector.switchChain) {
        await connector.switchChain({ chainId: Number(network.id) })
        return
      }
      const provider = (await connector.getProvider()) as Eip1193Requester
      await switchEvmChain(provider, network)
      // Some wallets switch without announcing chainChanged: confirm from the wallet itself.
      if ((await connector.getChainId()) === network.id)
        connector.emitter.emit('change', { chainId: Number(network.id) })
    },

    async signMessage(message: string, address: string) {
      return signMessage(config, {
        message,
        account: address as `0x${string}`,
        connector: connectedConnector(),
      })
    },

    async getBalance(address: string, network: Network) {
      const balance = await getBalance(config, {
        address: address as `0x${string}`,
        chainId: Number(network.id),
      })
      return { balance: formatUnits(balance.value, balance.decimals), symbol: balance.symbol }
    },

    sendTransaction: sendEvmTransaction,
    writeContract: writeEvmContract,
    estimateTransactionFee,

    /** Ether with a plain transaction, a token with its contract's `transfer`. */
    sendTransfer(request: TransferRequest): Promise<`0x${string}`> {
      const transfer = evmTransferOf(request)
      return transfer.kind === 'native'
        ? sendEvmTransaction(transfer.request)
        : writeEvmContract(transfer.request)
    },

    /** The transfer's fee (its gas at the max fee per gas); EVM asks no minimum of either account. */
    async estimateTransfer(request: TransferRequest): Promise<TransferCost> {
      const fee = await estimateTransactionFee(evmTransferOf(request).request)
      return { fee, minimumAmount: 0n, accountMinimum: 0n }
    },

    sendContractCall(request: ContractCallRequest): Promise<`0x${string}`> {
      return sendEvmTransaction({
        to: request.to as `0x${string}`,
        data: request.data as `0x${string}`,
        value: request.value,
        ...(request.gas !== undefined ? { gas: request.gas } : {}),
      })
    },

    async waitForTransaction(hash: string) {
      const receipt = await waitForTransactionReceipt(config, {
        hash: hash as `0x${string}`,
        pollingInterval: 500,
      })
      return { status: receipt.status }
    },

    estimateGas: (request: EvmTransactionRequest) =>
      estimateGas(config, { ...request, connector: connectedConnector() }),
  }
}

export type WagmiRuntime = ReturnType<typeof createWagmiRuntime>
