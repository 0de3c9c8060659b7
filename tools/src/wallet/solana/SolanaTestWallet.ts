import { ed25519 } from '@noble/curves/ed25519'
import {
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit'
import { solanaDevSecretSeeds } from '@gatehouse/harness/wallet/node'

/** A refusal or failure the page-side wallet rethrows with its code (4001: the visitor said no). */
export class SolanaWalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface SolanaTestWalletOptions {
  /** The local chain's JSON-RPC URL; the wallet sends every signed-and-sent transaction there. */
  rpcUrl: string
  /** Which development key (`solanaDevSecretSeeds`) signs. Default 0. */
  keyIndex?: number
}

const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

/**
 * A Solana wallet that signs in Node with ed25519 (@noble/curves) and a development key, and sends
 * through the local chain's RPC. Tests steer it: make the visitor decline the next request.
 * The page side (`installSolanaTestWallet`) is a Wallet Standard wallet that asks this one.
 */
export class SolanaTestWallet {
  readonly secretKey: Uint8Array
  readonly publicKey: Uint8Array
  readonly address: string
  private readonly rpcUrl: string
  private authorized = false
  private rejectingNext = 0
  /** Every request the page made, in order. */
  readonly requests: string[] = []

  constructor(options: SolanaTestWalletOptions) {
    const seed = solanaDevSecretSeeds[options.keyIndex ?? 0]
    if (!seed) throw new RangeError(`There is no development key ${options.keyIndex}`)
    this.secretKey = Uint8Array.from(Buffer.from(seed, 'hex'))
    this.publicKey = ed25519.getPublicKey(this.secretKey)
    this.address = base58(this.publicKey)
    this.rpcUrl = options.rpcUrl
  }

  /** The visitor declines the next `count` requests that ask for approval (connect or a signature). */
  rejectNext(count = 1): void {
    this.rejectingNext += count
  }

  /** Whether the visitor has approved a connection that was not ended since. */
  get isAuthorized(): boolean {
    return this.authorized
  }

  private approve(): void {
    if (this.rejectingNext > 0) {
      this.rejectingNext--
      throw new SolanaWalletError(4001, 'User rejected the request.')
    }
  }

  /** Answers one request of the page-side wallet; bytes travel as base64. */
  async request(method: string, params: Record<string, unknown>): Promise<unknown> {
    this.requests.push(method)
    switch (method) {
      case 'connect':
        if (params.silent) return { connected: this.authorized }
        this.approve()
        this.authorized = true
        return { connected: true }
      case 'disconnect':
        this.authorized = false
        return null
      case 'signMessage': {
        this.approveSigned()
        const signature = ed25519.sign(fromBase64(params.message), this.secretKey)
        return { signature: toBase64(signature) }
      }
      case 'signTransaction':
        this.approveSigned()
        return { signedTransaction: toBase64(this.sign(fromBase64(params.transaction))) }
      case 'signAndSendTransaction': {
        this.approveSigned()
        const signed = this.sign(fromBase64(params.transaction))
        const signature = await this.send(signed, params.preflightCommitment)
        return { signature: toBase64(new Uint8Array(getBase58Encoder().encode(signature))) }
      }
      default:
        throw new SolanaWalletError(-32601, `The test wallet does not know ${method}`)
    }
  }

  private approveSigned(): void {
    if (!this.authorized) throw new SolanaWalletError(4100, 'The wallet is not connected to this page.')
    this.approve()
  }

  /** Signs a wire transaction where it names this wallet's key as a signer. */
  sign(wire: Uint8Array): Uint8Array {
    const transaction = getTransactionDecoder().decode(wire)
    if (!(this.address in transaction.signatures)) {
      throw new SolanaWalletError(-32602, 'The transaction does not ask this wallet to sign.')
    }
    const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), this.secretKey) as SignatureBytes
    const signed: Transaction = {
      ...transaction,
      signatures: { ...transaction.signatures, [this.address]: signature },
    }
    return new Uint8Array(getTransactionEncoder().encode(signed))
  }

  /** Sends a signed transaction to the local chain; a refusal comes back with the node's message and logs. */
  private async send(signed: Uint8Array, preflightCommitment: unknown): Promise<string> {
    const response = await fetch(this.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [
          toBase64(signed),
          {
            encoding: 'base64',
            preflightCommitment: typeof preflightCommitment === 'string' ? preflightCommitment : 'confirmed',
          },
        ],
      }),
    })
    const reply = (await response.json()) as {
      result?: string
      error?: { code: number; message: string; data?: { logs?: string[] } }
    }
    if (reply.error) {
      const logs = reply.error.data?.logs ?? []
      throw new SolanaWalletError(reply.error.code, [reply.error.message, ...logs].join('\n'))
    }
    if (typeof reply.result !== 'string') throw new SolanaWalletError(-32603, 'The node sent no signature.')
    return reply.result
  }
}

function fromBase64(value: unknown): Uint8Array {
  if (typeof value !== 'string') throw new SolanaWalletError(-32602, 'Expected base64 bytes.')
  return Uint8Array.from(Buffer.from(value, 'base64'))
}

function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64')
}
