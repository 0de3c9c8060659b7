import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { HttpError } from '../http/HttpResponse'
import type { SolanaChainService } from '../solana/solanaChainServices'
import { sandboxChainIds } from './onrampCatalogue'
import type { OnrampOrder } from './onrampOrderStore'

/** The token programs a sandbox mint may belong to: SPL Token and Token-2022 (same transferChecked). */
const tokenPrograms = new Set<string>([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])

/** How long a sent transfer may take to be confirmed before the order counts as not paid. */
export const solanaConfirmTimeoutMs = 30_000
const confirmPollMs = 250

/** A Solana treasury key as the service takes it: the 32-byte ed25519 seed in hexadecimal. */
export const solanaTreasuryKeyPattern = /^(0x)?[0-9a-fA-F]{64}$/

/** The signer of a Solana treasury key (`solanaTreasuryKeyPattern`). */
export function solanaTreasurySigner(key: string): Promise<KeyPairSigner> {
  if (!solanaTreasuryKeyPattern.test(key))
    throw new Error('The Solana treasury key must be 64 hexadecimal digits (a 32-byte seed)')
  return createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(Buffer.from(key.replace(/^0x/, ''), 'hex')))
}

type Rpc = ReturnType<typeof createSolanaRpc>

/** The program that owns a mint (Token or Token-2022); a 502 when the account is no mint of either. */
async function tokenProgramOf(rpc: Rpc, mint: Address): Promise<Address> {
  const { value } = await rpc.getAccountInfo(mint, { encoding: 'base64', commitment: 'confirmed' }).send()
  if (!value || !tokenPrograms.has(value.owner))
    throw new HttpError(502, `The mint ${mint} is not an SPL token on the local Solana chain`)
  return value.owner
}

/** Waits until the cluster confirms a signature; a 502 when it failed or did not confirm in time. */
async function confirmed(rpc: Rpc, signature: string, symbol: string): Promise<void> {
  const deadline = Date.now() + solanaConfirmTimeoutMs
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([signature as never]).send()
    const status = value[0]
    if (status?.err) throw new HttpError(502, `The sandbox transfer of ${symbol} failed (${signature})`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    await new Promise((resolve) => setTimeout(resolve, confirmPollMs))
  }
  throw new HttpError(502, `The sandbox transfer of ${symbol} was not confirmed in time (${signature})`)
}

/**
 * The sandbox's Solana treasury: pays out what visitors buy on the local Solana chain, SOL by a
 * System transfer and an SPL token by `transferChecked` from the treasury's associated token
 * account into the buyer's (created, at the treasury's cost, when missing). Sent with preflight and
 * answered only once the cluster confirms it.
 */
export function createSolanaTreasury(treasuryKey: string | undefined) {
  const signer = treasuryKey ? solanaTreasurySigner(treasuryKey) : undefined
  return {
    /** The treasury's address, once the key is read; undefined without a key. */
    address: async () => (signer ? (await signer).address : undefined),
    /** Sends an order's tokens to its buyer and answers the signature once it is confirmed. */
    async payOut(chain: SolanaChainService, order: OnrampOrder): Promise<string> {
      if (!signer)
        throw new HttpError(
          404,
          'The on-ramp sandbox has no Solana treasury key: set GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY',
          'ONRAMP_SANDBOX_NOT_CONFIGURED',
        )
      if (!sandboxChainIds.includes(chain.chainId))
        throw new HttpError(403, `The on-ramp sandbox pays out only on local chains, not ${chain.chainId}`)
      const payer = await signer
      const rpc = createSolanaRpc(chain.config.rpcUrl)
      // The node must be the local cluster it claims to be before anything is signed for it.
      const genesis = await rpc.getGenesisHash().send()
      if (`solana:${genesis.slice(0, 32)}` !== chain.chainId)
        throw new HttpError(
          403,
          `The node of ${chain.chainId} has another genesis hash; the sandbox pays nothing`,
        )
      const to = address(order.address)
      let instructions: Instruction[]
      if (order.tokenAddress === undefined) {
        instructions = [
          getTransferSolInstruction({ source: payer, destination: to, amount: order.tokenAmount }),
        ]
      } else {
        const mint = address(order.tokenAddress)
        const tokenProgram = await tokenProgramOf(rpc, mint)
        const [source] = await findAssociatedTokenPda({ owner: payer.address, mint, tokenProgram })
        const [destination] = await findAssociatedTokenPda({ owner: to, mint, tokenProgram })
        instructions = [
          getCreateAssociatedTokenIdempotentInstruction({
            payer,
            ata: destination,
            owner: to,
            mint,
            tokenProgram,
          }),
          getTransferCheckedInstruction(
            {
              source,
              mint,
              destination,
              authority: payer,
              amount: order.tokenAmount,
              decimals: order.tokenDecimals,
            },
            { programAddress: tokenProgram },
          ),
        ]
      }
      const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (draft) => setTransactionMessageFeePayerSigner(payer, draft),
        (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
        (draft) => appendTransactionMessageInstructions(instructions, draft),
      )
      const signed = await signTransactionMessageWithSigners(message)
      const signature = getSignatureFromTransaction(signed)
      try {
        await rpc
          .sendTransaction(getBase64EncodedWireTransaction(signed), {
            encoding: 'base64',
            preflightCommitment: 'confirmed',
          })
          .send()
      } catch (error) {
        throw new HttpError(
          502,
          `The sandbox transfer of ${order.tokenSymbol} was refused by the local Solana chain: ${(error as Error).message}`,
        )
      }
      await confirmed(rpc, signature, order.tokenSymbol)
      return signature
    },
  }
}

export type SolanaTreasury = ReturnType<typeof createSolanaTreasury>
