import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/**
 * A wire transaction moving `lamports` from `from` to `to` on the cluster at `rpcUrl`, for the
 * wallet to sign and send. Loaded only when the visitor sends, so the demo's first page stays small.
 */
export async function solanaTransferTransaction(params: {
  rpcUrl: string
  from: string
  to: string
  lamports: bigint
}): Promise<Uint8Array> {
  const { value: latestBlockhash } = await createSolanaRpc(params.rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(params.from), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(address(params.from)),
          destination: address(params.to),
          amount: params.lamports,
        }),
        draft,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
