import { stringToHex, verifyMessage } from 'viem'
import { startTestDapp, startTestWallet, stopClient } from './walletConnectPeers'

type Dapp = Awaited<ReturnType<typeof startTestDapp>>
type Wallet = Awaited<ReturnType<typeof startTestWallet>>

async function until(condition: () => boolean, what: string, limitMs = 60_000): Promise<void> {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > limitMs) throw new Error(`gave up waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function personalSign(dapp: Dapp, wallet: Wallet, topic: string): Promise<boolean> {
  const text = `still here ${Date.now()}`
  const signature = await dapp.request<`0x${string}`>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [stringToHex(text), wallet.account.address] },
  })
  return verifyMessage({ address: wallet.account.address, message: text, signature })
}

/**
 * A dapp (sign-client) and a wallet (WalletKit) settle a session through `relayUrl` (the proxy in
 * front of the instances), then `kill` kills an instance holding their sockets; the clients
 * reconnect through the proxy to the instance left, and a personal_sign must still go round.
 * Returns how long that took from the kill.
 */
export async function walletConnectFailover(relayUrl: string, kill: () => Promise<void>) {
  const [dapp, wallet] = await Promise.all([startTestDapp(relayUrl), startTestWallet(relayUrl)])
  try {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    })
    await wallet.kit.pair({ uri: uri as string })
    const { topic } = await approval()
    if (!(await personalSign(dapp, wallet, topic))) throw new Error('the signature before the kill is wrong')
    const killedAt = performance.now()
    await kill()
    await until(() => !dapp.core.relayer.connected || !wallet.core.relayer.connected, 'a client to notice')
    const noticedMs = performance.now() - killedAt
    const signed = await personalSign(dapp, wallet, topic)
    return {
      signed,
      noticedMs,
      signedMs: performance.now() - killedAt,
      sessionKept: dapp.session.keys.includes(topic),
    }
  } finally {
    await Promise.all([stopClient(dapp.core), stopClient(wallet.core)])
  }
}
