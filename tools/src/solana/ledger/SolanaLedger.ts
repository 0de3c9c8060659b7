import type { Address, Blockhash, EncodedAccount } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { tokenBalancesOf, type TokenBalance } from './tokenBalances'
import { landsWithError, transactionErrorJson, type TransactionErrorJson } from './transactionError'
import { decodeWireTransaction, type WireTransaction } from './wireTransaction'

/** Lamports per signature, litesvm's (and mainnet's) base fee. */
export const lamportsPerSignature = 5000n
/** How many blocks a blockhash stays valid for, as on the real clusters. */
const blockhashLifetime = 150n

/** A transaction that landed in a slot, with everything `getTransaction` answers. */
export interface LandedTransaction {
  signature: string
  wire: WireTransaction
  slot: bigint
  blockTime: number
  fee: bigint
  err: TransactionErrorJson | null
  logs: string[]
  computeUnitsConsumed: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
}

/** The outcome of running a transaction without committing it. */
export interface Simulation {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  /** The accounts after the run, for `simulateTransaction`'s `accounts` option. */
  postAccounts: EncodedAccount[]
}

/** A committed transaction, or why it was dropped before landing. */
export type CommitResult = { landed: LandedTransaction } | { dropped: TransactionErrorJson }

type SlotListener = (landed: LandedTransaction | undefined) => void

/**
 * The chain's state: litesvm plus what litesvm has no notion of: slots that advance with each
 * transaction, recent blockhashes that stay valid for 150 blocks, the history of landed
 * transactions by signature and by address, and listeners told of every new slot.
 */
export class SolanaLedger {
  readonly svm: LiteSVM
  private currentSlot: bigint
  private readonly blockhashes = new Map<string, bigint>()
  private readonly landed = new Map<string, LandedTransaction>()
  private readonly byAddress = new Map<string, LandedTransaction[]>()
  private readonly listeners = new Set<SlotListener>()

  constructor() {
    this.svm = new LiteSVM().withBlockhashCheck(false)
    this.currentSlot = this.svm.getClock().slot
    this.stampClock()
    this.blockhashes.set(this.svm.latestBlockhash(), this.currentSlot + blockhashLifetime)
  }

  get slot(): bigint {
    return this.currentSlot
  }

  /** How many transactions have landed. */
  get transactionCount(): number {
    return this.landed.size
  }

  latestBlockhash(): { blockhash: Blockhash; lastValidBlockHeight: bigint } {
    const blockhash = this.svm.latestBlockhash()
    return { blockhash, lastValidBlockHeight: this.blockhashes.get(blockhash) ?? this.currentSlot + blockhashLifetime }
  }

  isBlockhashValid(blockhash: string): boolean {
    const lastValid = this.blockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= this.currentSlot
  }

  account(address: Address): EncodedAccount | undefined {
    const account = this.svm.getAccount(address)
    return account.exists ? account : undefined
  }

  transaction(signature: string): LandedTransaction | undefined {
    return this.landed.get(signature)
  }

  /** The landed transactions that name `address`, newest first. */
  transactionsOf(address: string): readonly LandedTransaction[] {
    return [...(this.byAddress.get(address) ?? [])].reverse()
  }

  /** Calls `listener` at every new slot, with the transaction that made it. Returns the remover. */
  onSlot(listener: SlotListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Why the transaction could not even be run (blockhash, repeat), before simulating it. */
  private admissionError(wire: WireTransaction): TransactionErrorJson | undefined {
    if (this.landed.has(wire.signatures[0] ?? '')) return 'AlreadyProcessed'
    if (!this.isBlockhashValid(wire.message.lifetimeToken)) return 'BlockhashNotFound'
    return undefined
  }

  simulate(wire: WireTransaction, options: { replaceRecentBlockhash?: boolean } = {}): Simulation {
    const admission = options.replaceRecentBlockhash ? undefined : this.admissionError(wire)
    if (admission) return { err: admission, logs: [], unitsConsumed: 0n, postAccounts: [] }
    const result = this.svm.simulateTransaction(wire.transaction)
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return { err: transactionErrorJson(result.err()), logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts: [] }
    }
    const meta = result.meta()
    return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts: result.postAccounts() }
  }

  /** Simulates with signature checks on or off (`simulateTransaction`'s `sigVerify`, off by default). */
  simulateWith(wire: WireTransaction, options: { replaceRecentBlockhash: boolean; sigVerify: boolean }): Simulation {
    if (options.sigVerify) return this.simulate(wire, options)
    this.svm.withSigverify(false)
    try {
      return this.simulate(wire, options)
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /**
   * Runs a transaction and commits it in a new slot. Failures while running instructions land with
   * their error (fee charged); failures before that drop it (undefined), as a validator does.
   */
  execute(bytes: Uint8Array): CommitResult {
    return this.commit(decodeWireTransaction(bytes))
  }

  commit(wire: WireTransaction): CommitResult {
    const admission = this.admissionError(wire)
    if (admission) return { dropped: admission }
    const keys = wire.accountKeys
    const preBalances = keys.map((key) => this.svm.getBalance(key) ?? 0n)
    const preTokenBalances = tokenBalancesOf(this.svm, keys)
    const result = this.svm.sendTransaction(wire.transaction)
    const failed = result instanceof FailedTransactionMetadata
    const err = failed ? transactionErrorJson(result.err()) : null
    if (err && !landsWithError(err)) return { dropped: err }
    const meta = failed ? result.meta() : result
    const landed: LandedTransaction = {
      signature: wire.signatures[0] ?? '',
      wire,
      slot: this.currentSlot,
      blockTime: Math.floor(Date.now() / 1000),
      fee: lamportsPerSignature * BigInt(wire.message.header.numSignerAccounts),
      err,
      logs: meta.logs(),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
      preBalances,
      postBalances: keys.map((key) => this.svm.getBalance(key) ?? 0n),
      preTokenBalances,
      postTokenBalances: tokenBalancesOf(this.svm, keys),
    }
    this.record(landed)
    this.advance(landed)
    return { landed }
  }

  private record(landed: LandedTransaction): void {
    this.landed.set(landed.signature, landed)
    for (const key of new Set(landed.wire.accountKeys)) {
      const list = this.byAddress.get(key) ?? []
      list.push(landed)
      this.byAddress.set(key, list)
    }
  }

  /** A new slot: a fresh blockhash (so identical transfers in a row are distinct), the clock moved. */
  private advance(landed: LandedTransaction | undefined): void {
    this.currentSlot += 1n
    this.svm.expireBlockhash()
    this.stampClock()
    this.blockhashes.set(this.svm.latestBlockhash(), this.currentSlot + blockhashLifetime)
    for (const [hash, lastValid] of this.blockhashes) {
      if (lastValid < this.currentSlot) this.blockhashes.delete(hash)
    }
    for (const listener of this.listeners) listener(landed)
  }

  private stampClock(): void {
    const clock = this.svm.getClock()
    clock.slot = this.currentSlot
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    this.svm.setClock(clock)
  }
}
