/** The labels of `npm start`'s banner lines that name a URL; the quick-start check reads them back. */
export const bannerLabels = {
  demo: 'Gatehouse demo',
  wallet: 'Sample wallet',
  cloud: 'Gatehouse cloud',
  frame: 'Wallet frame',
  mail: 'Mail inbox',
  oidc: 'OpenID provider',
} as const

/** The last line `npm start` prints once Ctrl+C has stopped everything it started. */
export const stoppedLine =
  'Gatehouse stopped: demo, sample wallet, cloud, mail, OpenID provider and chains are down.'

export type BannerService = keyof typeof bannerLabels

/** What `npm start` printed: each service's URL, and the local chains' RPC URLs by chain id. */
export interface StartBanner {
  urls: Record<BannerService, string>
  chains: Record<number, string>
}

/** One banner line: the label padded to a column, then the URL. */
export function bannerLine(service: BannerService, url: string, note = ''): string {
  return `  ${bannerLabels[service].padEnd(22)}${url}${note ? `   ${note}` : ''}`
}

/**
 * Reads the banner back from `npm start`'s output so far; undefined until every URL and at least one
 * chain (`31337 at http://…`) is there.
 */
export function readStartBanner(output: string): StartBanner | undefined {
  const urls: Partial<Record<BannerService, string>> = {}
  for (const service of Object.keys(bannerLabels) as BannerService[]) {
    const match = new RegExp(`^\\s*${bannerLabels[service]}\\s+(https?://\\S+)`, 'm').exec(output)
    if (match?.[1]) urls[service] = match[1]
  }
  const chains: Record<number, string> = {}
  for (const match of output.matchAll(/(\d+) at (http:\/\/127\.0\.0\.1:\d+)/g)) {
    chains[Number(match[1])] = match[2] as string
  }
  const complete = urls.demo && urls.wallet && urls.cloud && Object.keys(chains).length > 0
  return complete ? { urls: urls as Record<BannerService, string>, chains } : undefined
}

/** What the banner shows of the local Solana chain. */
export interface SolanaBannerChain {
  rpcUrl: string
  wsUrl: string
  tokens: readonly {
    mint: string
    symbol: string
    name: string
    decimals: number
    program: 'token' | 'token-2022'
  }[]
}

const bannerIndent = '\n                        '

/**
 * The banner lines of the local Solana chain: its RPC and subscription URLs (saying so when they are
 * not the `solanaLocalnet` defaults, because the ports were busy), the funded development keys and
 * the two mints.
 */
export function solanaLines(
  chain: SolanaBannerChain,
  devKeys: readonly string[],
  defaults: { rpcUrl: string; wsUrl: string },
): string {
  const moved = chain.rpcUrl !== defaults.rpcUrl || chain.wsUrl !== defaults.wsUrl
  const endpoints = [
    `  Solana localnet       RPC ${chain.rpcUrl}, subscriptions ${chain.wsUrl}`,
    ...(moved
      ? [`                        (${defaults.rpcUrl} or ${defaults.wsUrl} was busy: these ports instead)`]
      : []),
  ]
  const holdings = chain.tokens.map((token) => `${token.symbol}`).join(' and ')
  const keys = `  Solana dev keys       ${devKeys.join(bannerIndent)}${bannerIndent}(each holds 100 SOL, ${holdings}; public test keys, local use only)`
  const programs = { token: 'SPL Token', 'token-2022': 'Token-2022' }
  const tokens = chain.tokens
    .map(
      (token) =>
        `${token.symbol.padEnd(5)} ${token.mint}  (${token.name}, ${programs[token.program]}, ${token.decimals} decimals)`,
    )
    .join(bannerIndent)
  return [...endpoints, keys, `  Solana tokens         ${tokens}`].join('\n')
}

/**
 * The banner lines of the local Bitcoin chain: its REST base (saying so when it is not the
 * `bitcoinLocalnet` default, because the port was busy) and the funded development payment addresses.
 */
export function bitcoinLines(
  restUrl: string,
  devAddresses: readonly string[],
  defaultRestUrl: string,
): string {
  const moved = restUrl !== defaultRestUrl
  return [
    `  Bitcoin regtest       REST ${restUrl}  (mempool.space-style; a block ~2 s after each transaction)`,
    ...(moved
      ? [`${bannerIndent.slice(1)}(port ${new URL(defaultRestUrl).port} was busy: this port instead)`]
      : []),
    `  Bitcoin dev addresses ${devAddresses.join(bannerIndent)}${bannerIndent}(P2WPKH, each holds 5 BTC as 3 + 2 BTC coins; public test keys, local use only)`,
  ].join('\n')
}
