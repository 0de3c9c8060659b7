import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'

/** Who answers a Farcaster sign-in link: the fid, its username and the key that signs (its custody key, or not). */
export interface FarcasterAppAccount {
  fid: number
  username: string
  signingKey: Hex
}

/** apps/cloud's answer to the app: its HTTP status and JSON body (the error's `code` on a refusal). */
export interface FarcasterLinkAnswer {
  status: number
  body: unknown
}

/**
 * Plays the visitor's Farcaster app for a `farcaster://connect?channelToken=…` link: builds FIP-11's
 * sign-in message from the link, signs it with the account's key and answers the channel at
 * apps/cloud (`POST /v1/farcaster/channel/authenticate`), as the app does through its relay.
 * Resolves with apps/cloud's answer: status 201 when it took the answer, 401 (code
 * `FARCASTER_CUSTODY_MISMATCH`) for a key that is not the fid's custody key.
 */
export async function answerFarcasterLink(
  link: string,
  account: FarcasterAppAccount,
  cloudUrl: string,
): Promise<FarcasterLinkAnswer> {
  const url = new URL(link)
  if (url.protocol !== 'farcaster:') throw new Error(`Not a Farcaster sign-in link: ${link}`)
  const param = (name: string) => url.searchParams.get(name) ?? ''
  const key = privateKeyToAccount(account.signingKey)
  const message = createSiweMessage({
    address: key.address,
    domain: param('domain'),
    uri: param('siweUri'),
    nonce: param('nonce'),
    version: '1',
    chainId: 10,
    statement: 'Farcaster Auth',
    issuedAt: new Date(),
    resources: [`farcaster://fid/${account.fid}`],
  })
  const response = await fetch(new URL('/v1/farcaster/channel/authenticate', cloudUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${param('channelToken')}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      message,
      signature: await key.signMessage({ message }),
      fid: account.fid,
      username: account.username,
    }),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON (a proxy's error page): the text is the body.
  }
  return { status: response.status, body }
}
