/**
 * The public key the second provider's checkout is opened with. The local sandbox of apps/cloud
 * stands in for the provider and accepts any key; a production deployment replaces the path.
 */
export const secondProviderPublicKey = 'gatehouse-sandbox'

/** The path of the second provider's checkout on the service (apps/cloud's sandbox). */
export const secondProviderPath = '/onramp/sandbox/meld'

/**
 * The second provider's checkout URL (docs/reference/endpoints.md#second-provider): query publicKey, destinationCurrencyCode (SOL on
 * Solana, otherwise USDC), walletAddress and externalCustomerId (the project id).
 */
export function secondProviderUrl(input: {
  apiUrl: string
  projectId: string
  address: string
  namespace: string
}): string {
  const url = new URL(secondProviderPath, input.apiUrl)
  url.searchParams.set('publicKey', secondProviderPublicKey)
  url.searchParams.set('destinationCurrencyCode', input.namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', input.address)
  url.searchParams.set('externalCustomerId', input.projectId)
  return url.toString()
}
