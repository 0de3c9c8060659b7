import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getU32Encoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

/** A base64 v0 transaction transferring `lamports` from `from` to `to` (the System program's Transfer). */
export function transferTransaction(from: string, to: string, lamports: bigint): string {
  const data = new Uint8Array(12)
  data.set(getU32Encoder().encode(2), 0)
  data.set(getU64Encoder().encode(lamports), 4)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(address(from), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'), lastValidBlockHeight: 100n },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('11111111111111111111111111111111'),
          accounts: [
            { address: address(from), role: AccountRole.WRITABLE_SIGNER },
            { address: address(to), role: AccountRole.WRITABLE },
          ],
          data,
        },
        draft,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
