import { Core } from '@walletconnect/core'
import SignClient from '@walletconnect/sign-client'
import UniversalProvider from '@walletconnect/universal-provider'

/** What the WalletConnect provider needs from the adapter's options. */
export interface WalletConnectProviderOptions {
  projectId: string
  relayUrl?: string | undefined
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
}

const verifyServer = 'https://verify.walletconnect.org'

/**
 * WalletConnect's domain verification loads an attestation frame from its verify server on each
 * connect and request, and waits up to 5 s for an answer. Where that server cannot be reached
 * (offline, blocked, a private network) every step would stall 5 s. One cheap probe tells: an
 * unreachable host fails a no-cors fetch at once; then attestation is skipped for this page, and
 * wallets show the domain as unverified, as they would after the timeout anyway.
 */
function skipVerificationWhenUnreachable(core: InstanceType<typeof Core>): void {
  const register = core.verify.register.bind(core.verify)
  let reachable: Promise<boolean> | undefined
  core.verify.register = async (params: Parameters<typeof register>[0]) => {
    reachable ??= fetch(verifyServer, { mode: 'no-cors', cache: 'no-store' }).then(
      () => true,
      () => false,
    )
    return (await reachable) ? register(params) : ''
  }
}

/**
 * A UniversalProvider (WalletConnect's protocol client, without any modal UI) on our relay URL.
 * Telemetry is off: Gatehouse sends nothing to vendors' analytics.
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
  skipVerificationWhenUnreachable(core)
  const client = await SignClient.init({
    core,
    metadata: options.metadata,
    telemetryEnabled: false,
    logger: 'error',
  })
  return UniversalProvider.init({ client, logger: 'error' })
}
