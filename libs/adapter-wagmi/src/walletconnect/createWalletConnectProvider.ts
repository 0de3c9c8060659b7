import { Core } from '@walletconnect/core'
import SignClient from '@walletconnect/sign-client'
import UniversalProvider from '@walletconnect/universal-provider'

/** What the WalletConnect provider needs from the adapter's options. */
export interface WalletConnectProviderOptions {
  projectId: string
  relayUrl?: string | undefined
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
}

/**
 * WalletConnect's domain verification ("Verify API") is a service of WalletConnect's own: the SDK
 * loads an attestation frame from verify.walletconnect.org for every proposal and request, and a
 * wallet checks that attestation only against the public key it fetches from the same host (the
 * SDK ignores any other verify URL). A server we host could therefore vouch for a site to no real
 * wallet, and leaving it on would send every visitor's browser to a host the integrator never
 * configured. So it is off: no attestation is asked for or resolved, and wallets show the site as
 * unverified, as they do for any site whose attestation is missing.
 */
function turnOffDomainVerification(core: InstanceType<typeof Core>): void {
  core.verify.register = async () => ''
  // Only a wallet resolves attestations; "no result" (what the SDK itself returns when it has none)
  // is typed as a result, hence the cast.
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
}

/**
 * A UniversalProvider (WalletConnect's protocol client, without any modal UI) on the configured
 * relay. Nothing else of WalletConnect's is reached: telemetry (pulse.walletconnect.org) is off and
 * domain verification is off (see turnOffDomainVerification); the push server (echo) is only for
 * wallets, and chain reads go to the networks' own RPC URLs through `rpcMap`.
 */
export async function createWalletConnectProvider(
  options: WalletConnectProviderOptions,
): Promise<UniversalProvider> {
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: 'gatehouse',
    telemetryEnabled: false,
    logger: 'error',
  })
  turnOffDomainVerification(core)
  const client = await SignClient.init({
    core,
    metadata: options.metadata,
    telemetryEnabled: false,
    logger: 'error',
  })
  return UniversalProvider.init({ client, logger: 'error' })
}
