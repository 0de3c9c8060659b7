import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { createWalletClient, http, parseEther, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { freePort } from '@gatehouse/harness/net'

const anvilBin = fileURLToPath(new URL('../../../../node_modules/.bin/anvil', import.meta.url))

// anvil's first two well-known development accounts.
const sender = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
export const receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** An anvil chain on 127.0.0.1 with `transfers` native transfers from the first account to the second. */
export async function startLocalChain(transfers: number) {
  const port = await freePort()
  const child = spawn(anvilBin, ['--port', String(port), '--host', '127.0.0.1', '--silent'], {
    stdio: 'ignore',
  })
  // The .bin entry is a Node wrapper around the anvil binary that forwards SIGTERM (and SIGINT) to
  // it; a SIGKILL would end the wrapper only and leave anvil running.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const rpcUrl = `http://127.0.0.1:${port}`
  const client = createWalletClient({ account: sender, chain: foundry, transport: http(rpcUrl) }).extend(
    publicActions,
  )
  try {
    for (let tries = 0; ; tries++) {
      try {
        await client.getBlockNumber()
        break
      } catch (error) {
        if (tries > 200) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    for (let i = 0; i < transfers; i++) {
      const hash = await client.sendTransaction({ to: receiverAddress, value: parseEther('0.01') })
      await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    }
  } catch (error) {
    await stop()
    throw error
  }
  return {
    rpcUrl,
    senderAddress: sender.address,
    stop,
  }
}

/** The service's entry for the bench's local chain. */
export function benchChain(rpcUrl: string) {
  return {
    chainId: 'eip155:31337',
    name: 'Localhost',
    rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
}

/**
 * The service's configuration the benches measure: the local chain, the project their requests name,
 * and limits out of the way (the load comes from one address; the limits are not what is measured).
 */
export function benchConfig(rpcUrl: string) {
  return {
    projects: { bench: { allowedOrigins: ['https://app.example.com'] } },
    chains: [benchChain(rpcUrl)],
    rateLimits: { analyticsEventsPerMinute: 1_000_000_000 },
    sessions: { noncesPerMinute: 1_000_000_000, signInsPerMinute: 1_000_000 },
  }
}
