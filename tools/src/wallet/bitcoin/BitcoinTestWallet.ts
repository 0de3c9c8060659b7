import { RpcErrorCode } from '@gatehouse/common'
import {
  bitcoinDevSecretKeys,
  bitcoinKey,
  bitcoinRestClient,
  finalizeBitcoinTransaction,
  sendBitcoinTransfer,
  signBitcoinMessage,
  signBitcoinPsbt,
  WalletRpcError,
  type BitcoinInputToSign,
  type BitcoinKey,
  type BitcoinKeyAddress,
  type BitcoinMessageProtocol,
  type BitcoinNetworkName,
  type BitcoinRestClient,
} from '@gatehouse/harness/wallet/node'

export interface BitcoinTestWalletOptions {
  /** The local regtest chain's REST base (`LocalBitcoinChain.restUrl`): coins, fee rate, `POST /tx`. */
  restUrl: string
  /** Which development key (`bitcoinDevSecretKeys`) signs. Default 0. */
  keyIndex?: number
  /** The network the wallet starts on. Default regtest, the only one with funds. */
  network?: BitcoinNetworkName
}

/** What the wallet tells the pages it is injected in (the injectors forward these). */
export type BitcoinTestWalletEvent = 'accountChange' | 'networkChange' | 'disconnect'

/** A signed message as the wallet answers it: base64 signature, hex message hash. */
export interface BitcoinTestSignature {
  address: string
  protocol: BitcoinMessageProtocol
  /** Base64: the BIP-322 simple witness (unprefixed), or the 65-byte BIP-137 signature. */
  signature: string
  messageHash: string
}

const userRejected = () => new WalletRpcError(RpcErrorCode.USER_REJECTED, 'User rejected the request.')
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/**
 * A Bitcoin wallet in Node holding one development key: a payment address (P2WPKH) and an ordinals
 * address (P2TR) on mainnet, testnet or the local regtest chain (the only one with coins, reached
 * through its REST base). It signs messages (BIP-322 simple or BIP-137), PSBT inputs and payments
 * it builds itself, and remembers an approved connection across page reloads, as an extension does.
 * Tests steer it: decline requests, switch network or key, revoke the connection. The injected page
 * wallets (Wallet Standard, sats-connect) ask this one.
 */
export class BitcoinTestWallet {
  private key: BitcoinKey
  private currentNetwork: BitcoinNetworkName
  private readonly rest: BitcoinRestClient
  private authorized = false
  private decliningNext = 0
  private decliningAll = false
  private readonly listeners = new Set<(event: BitcoinTestWalletEvent) => void>()
  /** Every request the pages made, in order (the protocol's method names). */
  readonly requests: string[] = []

  constructor(options: BitcoinTestWalletOptions) {
    this.key = keyOf(options.keyIndex ?? 0)
    this.currentNetwork = options.network ?? 'regtest'
    this.rest = bitcoinRestClient(options.restUrl)
  }

  /** The network the wallet is on. */
  get network(): BitcoinNetworkName {
    return this.currentNetwork
  }

  /** The payment address, then the ordinals address, on the current network. */
  get accounts(): [BitcoinKeyAddress, BitcoinKeyAddress] {
    return this.key.addresses(this.currentNetwork)
  }

  get payment(): BitcoinKeyAddress {
    return this.accounts[0]
  }

  get ordinals(): BitcoinKeyAddress {
    return this.accounts[1]
  }

  /** Whether the visitor has approved a connection that was not ended since. */
  get isAuthorized(): boolean {
    return this.authorized
  }

  /** The visitor declines the next `count` requests that ask for approval. */
  declineNextRequest(count = 1): void {
    this.decliningNext += count
  }

  /** The visitor declines every approval from now on (until `declineAll(false)`). */
  declineAll(decline = true): void {
    this.decliningAll = decline
  }

  /** Listens to what the wallet tells pages; returns the unsubscribe function. */
  on(listener: (event: BitcoinTestWalletEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(event: BitcoinTestWalletEvent): void {
    this.listeners.forEach((listener) => listener(event))
  }

  /** Asks the visitor; throws the user rejection when told to decline. */
  private approve(): void {
    if (this.decliningAll) throw userRejected()
    if (this.decliningNext > 0) {
      this.decliningNext--
      throw userRejected()
    }
  }

  /** Records a request that needs an approved connection (4100 without). */
  private requireAuthorized(method: string): void {
    this.requests.push(method)
    if (!this.authorized) {
      throw new WalletRpcError(RpcErrorCode.UNAUTHORIZED, 'The wallet is not connected to this site.')
    }
  }

  /** Connects: asks the visitor unless already connected. Answers the accounts. */
  connect(): [BitcoinKeyAddress, BitcoinKeyAddress] {
    this.requests.push('connect')
    if (!this.authorized) this.approve()
    this.authorized = true
    return this.accounts
  }

  /** The site ends the connection. */
  disconnect(): void {
    this.requests.push('disconnect')
    this.authorized = false
  }

  /** The visitor ends the connection from the wallet (or restores it): pages hear `disconnect` / `accountChange`. */
  setAuthorized(authorized: boolean): void {
    this.authorized = authorized
    this.emit(authorized ? 'accountChange' : 'disconnect')
  }

  /** Moves to another network (addresses change prefix); pages hear `networkChange`. */
  switchNetwork(network: BitcoinNetworkName): void {
    if (network === this.currentNetwork) return
    this.currentNetwork = network
    this.emit('networkChange')
  }

  /** A site asks to move to `network`: the visitor approves, then pages hear `networkChange`. */
  requestNetwork(network: BitcoinNetworkName): void {
    this.requests.push('switchNetwork')
    this.approve()
    this.switchNetwork(network)
  }

  /** The visitor picks another development key; pages hear `accountChange`. */
  switchKey(keyIndex: number): void {
    this.key = keyOf(keyIndex)
    this.emit('accountChange')
  }

  /** Signs a message with one of the wallet's addresses, after the visitor approves. */
  signMessage(request: {
    address: string
    message: string | Uint8Array
    protocol: BitcoinMessageProtocol
  }): BitcoinTestSignature {
    this.requireAuthorized('signMessage')
    // Like a wallet, it refuses a request it cannot sign before asking the visitor.
    const signed = signBitcoinMessage(this.key, this.currentNetwork, request)
    this.approve()
    return {
      address: signed.address,
      protocol: signed.protocol,
      signature: base64(signed.signature),
      messageHash: Buffer.from(signed.messageHash).toString('hex'),
    }
  }

  /**
   * Signs PSBT inputs (base64 in and out; every own input when `inputs` is undefined) with the key of
   * the address each spends from. Unfinalized unless `finalize`; `broadcast` finalizes and sends it
   * to the chain, answering the txid.
   */
  async signPsbt(request: {
    psbt: string
    inputs?: readonly BitcoinInputToSign[] | undefined
    finalize?: boolean
    broadcast?: boolean
  }): Promise<{ psbt: string; txid?: string }> {
    this.requireAuthorized('signPsbt')
    const finalize = Boolean(request.finalize || request.broadcast)
    const tx = signBitcoinPsbt(
      this.key,
      this.currentNetwork,
      Buffer.from(request.psbt, 'base64'),
      request.inputs,
      { finalize },
    )
    this.approve()
    if (!request.broadcast) return { psbt: base64(tx.toPSBT()) }
    finalizeBitcoinTransaction(tx)
    const txid = await this.chain().broadcast(tx.hex)
    return { psbt: base64(tx.toPSBT()), txid }
  }

  /** Pays `recipients` from the payment address: builds from its coins, signs, broadcasts; answers the txid. */
  async sendTransfer(recipients: readonly { address: string; amount: bigint }[]): Promise<string> {
    this.requireAuthorized('sendTransfer')
    this.approve()
    return sendBitcoinTransfer(this.key, this.currentNetwork, this.chain(), { recipients })
  }

  /** The payment address's balance in sats (strings), as sats-connect's getBalance answers it. */
  async getBalance(): Promise<{ confirmed: string; unconfirmed: string; total: string }> {
    this.requireAuthorized('getBalance')
    if (this.currentNetwork !== 'regtest') return { confirmed: '0', unconfirmed: '0', total: '0' }
    const utxos = await this.rest.utxos(this.payment.address)
    const sum = (confirmed: boolean) =>
      utxos
        .filter((utxo) => Boolean(utxo.status?.confirmed) === confirmed)
        .reduce((total, utxo) => total + BigInt(utxo.value), 0n)
    const confirmed = sum(true)
    const unconfirmed = sum(false)
    return {
      confirmed: String(confirmed),
      unconfirmed: String(unconfirmed),
      total: String(confirmed + unconfirmed),
    }
  }

  /** The chain the wallet sends to: only regtest has one here. */
  private chain(): BitcoinRestClient {
    if (this.currentNetwork !== 'regtest') {
      throw new WalletRpcError(
        RpcErrorCode.CHAIN_DISCONNECTED,
        `The test wallet has no node for Bitcoin ${this.currentNetwork}; switch to regtest.`,
      )
    }
    return this.rest
  }
}

function keyOf(index: number): BitcoinKey {
  const secret = bitcoinDevSecretKeys[index]
  if (!secret) throw new RangeError(`There is no development Bitcoin key ${index}`)
  return bitcoinKey(secret)
}
