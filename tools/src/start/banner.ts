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
export const stoppedLine = 'Gatehouse stopped: demo, sample wallet, cloud, mail, OpenID provider and chains are down.'

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
