import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { solanaDevSecretSeeds } from '@gatehouse/harness/wallet/node'
import type { LocalSolanaToken } from '../solana/LocalSolanaChain'

const programAddressOf = (token: LocalSolanaToken) =>
  address(
    token.program === 'token'
      ? 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
      : 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  )

/** The signer of development key `index` (solanaDevSecretSeeds). */
export function solanaDevSigner(index: number): Promise<KeyPairSigner> {
  const seed = solanaDevSecretSeeds[index]
  if (!seed) throw new Error(`No Solana development key ${index}`)
  return createKeyPairSignerFromPrivateKeyBytes(Uint8Array.from(Buffer.from(seed, 'hex')))
}

/**
 * Sends transfers to the local Solana chain over its JSON-RPC as a wallet would (a signed v0
 * transaction through sendTransaction, with preflight): SOL by a System transfer, a token by a
 * checked transfer into the receiver's associated token account (created when missing).
 */
export function localSolanaTransfers(rpcUrl: string) {
  const rpc = createSolanaRpc(rpcUrl)

  async function send(payer: KeyPairSigner, instructions: readonly Instruction[]): Promise<string> {
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (draft) => setTransactionMessageFeePayerSigner(payer, draft),
      (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
      (draft) => appendTransactionMessageInstructions(instructions, draft),
    )
    const signed = await signTransactionMessageWithSigners(message)
    return rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send()
  }

  return {
    /** Sends `lamports` from `from` to `to`; answers the signature. */
    sendSol(from: KeyPairSigner, to: string, lamports: bigint): Promise<string> {
      return send(from, [
        getTransferSolInstruction({ source: from, destination: address(to), amount: lamports }),
      ])
    },
    /** Sends `amount` base units of `token` from `from`'s associated account to `to`'s; answers the signature. */
    async sendToken(
      from: KeyPairSigner,
      to: string,
      token: LocalSolanaToken,
      amount: bigint,
    ): Promise<string> {
      const tokenProgram = programAddressOf(token)
      const mint = address(token.mint)
      const [source] = await findAssociatedTokenPda({ owner: from.address, mint, tokenProgram })
      const [destination] = await findAssociatedTokenPda({ owner: address(to), mint, tokenProgram })
      return send(from, [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: from,
          ata: destination,
          owner: address(to),
          mint,
          tokenProgram,
        }),
        getTransferCheckedInstruction(
          { source, mint, destination, authority: from, amount, decimals: token.decimals },
          { programAddress: tokenProgram },
        ),
      ])
    },
    /** The lamports of an address. */
    async solBalance(owner: string): Promise<bigint> {
      return (await rpc.getBalance(address(owner)).send()).value
    },
  }
}
