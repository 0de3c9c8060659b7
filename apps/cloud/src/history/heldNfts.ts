import type { SqlDatabase } from '../database/SqlDatabase'

/** An ERC-721 token an address holds now. */
export interface HeldNft {
  tokenAddress: string
  tokenId: string
}

// The last Transfer of each token the address ever received says who holds it now.
const heldSql = `
  SELECT token_address, token_id::text AS token_id FROM (
    SELECT DISTINCT ON (token_address, token_id) token_address, token_id, to_address
    FROM chain_transfers
    WHERE chain_id = $1 AND standard = 'erc721'
      AND (token_address, token_id) IN (
        SELECT token_address, token_id FROM chain_transfers
        WHERE chain_id = $1 AND standard = 'erc721' AND to_address = $2
      )
    ORDER BY token_address, token_id, block_number DESC, log_index DESC
  ) latest
  WHERE to_address = $2
  ORDER BY token_address, token_id
  LIMIT $3`

/** The ERC-721 tokens an address (lower case) holds on a chain, from the index, by contract and id. */
export async function readHeldNfts(
  database: SqlDatabase,
  query: { chainId: string; address: string; limit: number },
): Promise<HeldNft[]> {
  const { rows } = await database.query<{ token_address: string; token_id: string }>(heldSql, [
    query.chainId,
    query.address,
    query.limit,
  ])
  return rows.map((row) => ({ tokenAddress: row.token_address, tokenId: row.token_id }))
}
