import { sendDevTransaction, WalletRpcError, type DevTransaction } from '@gatehouse/harness/wallet/node'
import { numberToHex, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { devPrivateKeys } from '../chain/devAccounts'

export interface TestWalletOptions {
  /** Chain id → RPC URL of every chain the wallet knows. */
  chains: Record<number, string>
  /** The chain the wallet starts on. */
  chainId: number
  privateKey?: Hex
}

type Emit = (event: 'accountsChanged' | 'chainChanged' | 'disconnect', payload: unknown) => Promise<void>

/** Methods the wallet signs or asks about; everything else is forwarded to the chain's node. */
const walletMethods = new Set([
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'net_version',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_revokePermissions',
])

/**
 * A browser wallet that signs in Node with a viem local account against the local chains. Tests steer
 * it: make it reject (4001), start on another chain, not know a chain (4902 until it is added), answer
 * something malformed, or not answer at all until told to.
 */
export class TestWallet {
  readonly account: PrivateKeyAccount
  chainId: number
  private readonly chains: Map<number, string>
  private authorized = false
  private readonly rejecting = new Set<string>()
  private readonly wrongAnswers = new Map<string, unknown>()
  private readonly holding = new Set<string>()
  private readonly held: (() => void)[] = []
  /** Every method the page asked for, in order. */
  readonly requests: string[] = []
  emit: Emit = async () => {}

  constructor(options: TestWalletOptions) {
    this.account = privateKeyToAccount(options.privateKey ?? devPrivateKeys[0])
    this.chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]))
    this.chainId = options.chainId
  }

  get address() {
    return this.account.address
  }

  /** The visitor declines every later request of these methods (until `stopRejecting`). */
  rejectRequests(...methods: string[]) {
    methods.forEach((method) => this.rejecting.add(method))
  }

  stopRejecting() {
    this.rejecting.clear()
  }

  /** Later requests of `method` get `answer` instead of the right one (a broken or hostile wallet). */
  answerWrongly(method: string, answer: unknown) {
    this.wrongAnswers.set(method, answer)
  }

  stopAnsweringWrongly() {
    this.wrongAnswers.clear()
  }

  /** Later requests of these methods get no answer (the popup nobody sees) until `releaseHeld`. */
  holdRequests(...methods: string[]) {
    methods.forEach((method) => this.holding.add(method))
  }

  /** Stops holding, and answers every held request as the wallet normally would. */
  releaseHeld() {
    this.holding.clear()
    this.held.splice(0).forEach((release) => release())
  }

  /** How many requests are waiting for `releaseHeld`. */
  get heldCount() {
    return this.held.length
  }

  /** The wallet forgets a chain, so switching to it answers 4902 until the page adds it. */
  forgetChain(chainId: number) {
    this.chains.delete(chainId)
  }

  knowsChain(chainId: number) {
    return this.chains.has(chainId)
  }

  /** The visitor switches network inside the wallet. */
  async switchFromWallet(chainId: number) {
    this.chainId = chainId
    await this.emit('chainChanged', numberToHex(chainId))
  }

  /** The visitor disconnects the site inside the wallet. */
  async disconnectFromWallet() {
    this.authorized = false
    await this.emit('accountsChanged', [])
  }

  async request(method: string, params: unknown[]): Promise<unknown> {
    this.requests.push(method)
    if (this.holding.has(method)) await new Promise<void>((release) => this.held.push(release))
    if (this.rejecting.has(method)) throw new WalletRpcError(4001, 'User rejected the request.')
    if (this.wrongAnswers.has(method)) return this.wrongAnswers.get(method)
    if (!walletMethods.has(method)) return this.forward(method, params)
    switch (method) {
      case 'eth_requestAccounts':
        this.authorized = true
        return [this.address]
      case 'eth_accounts':
        return this.authorized ? [this.address] : []
      case 'eth_chainId':
        return numberToHex(this.chainId)
      case 'net_version':
        return String(this.chainId)
      case 'wallet_requestPermissions':
        this.authorized = true
        return [{ parentCapability: 'eth_accounts' }]
      case 'wallet_getPermissions':
        return this.authorized ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        this.authorized = false
        return null
      case 'personal_sign':
        this.requireAuthorized()
        return this.account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_signTypedData_v4':
        this.requireAuthorized()
        return this.account.signTypedData(JSON.parse(params[1] as string))
      case 'eth_sendTransaction':
        return this.sendTransaction(params[0] as DevTransaction)
      case 'wallet_switchEthereumChain':
        return this.switchChain(Number((params[0] as { chainId: Hex }).chainId))
      case 'wallet_addEthereumChain':
        return this.addChain(params[0] as { chainId: Hex; rpcUrls?: string[] })
      default:
        throw new WalletRpcError(4200, `The method ${method} is not supported.`)
    }
  }

  private requireAuthorized() {
    if (!this.authorized) throw new WalletRpcError(4100, 'The requested account has not been authorized.')
  }

  private rpcUrl(): string {
    const url = this.chains.get(this.chainId)
    if (!url) throw new WalletRpcError(4901, `The wallet is not connected to chain ${this.chainId}.`)
    return url
  }

  private async switchChain(chainId: number) {
    if (!this.chains.has(chainId))
      throw new WalletRpcError(4902, `Unrecognized chain ID ${numberToHex(chainId)}.`)
    if (chainId !== this.chainId) {
      this.chainId = chainId
      await this.emit('chainChanged', numberToHex(chainId))
    }
    return null
  }

  private async addChain(parameter: { chainId: Hex; rpcUrls?: string[] }) {
    const chainId = Number(parameter.chainId)
    const rpcUrl = parameter.rpcUrls?.[0]
    if (!Number.isSafeInteger(chainId) || !rpcUrl?.startsWith('http')) {
      throw new WalletRpcError(-32602, 'Invalid chain parameters.')
    }
    if (!this.chains.has(chainId)) this.chains.set(chainId, rpcUrl)
    // Like MetaMask, adding a chain also switches to it.
    return this.switchChain(chainId)
  }

  private sendTransaction(transaction: DevTransaction) {
    this.requireAuthorized()
    return sendDevTransaction(this.account, this.rpcUrl(), transaction)
  }

  private async forward(method: string, params: unknown[]) {
    const response = await fetch(this.rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new WalletRpcError(body.error.code, body.error.message)
    return body.result
  }
}
