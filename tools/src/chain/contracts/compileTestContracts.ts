import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import solc from 'solc'

/** Where the Solidity sources of the local test contracts live (tools/contracts). */
export const contractSourcesDirectory = resolve(import.meta.dirname, '../../../contracts')

/** What deploying a contract needs: its ABI and its creation bytecode. */
export interface ContractArtifact {
  abi: readonly unknown[]
  bytecode: `0x${string}`
}

interface SolcMessage {
  severity: 'error' | 'warning' | 'info'
  formattedMessage: string
}

interface SolcOutput {
  errors?: SolcMessage[]
  contracts?: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

// The settings are part of the artifacts: changing one changes every bytecode. Shanghai runs on
// anvil and on older local nodes alike (no Cancun opcodes).
const compilerSettings = {
  evmVersion: 'shanghai',
  optimizer: { enabled: true, runs: 200 },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
}

/**
 * Compiles every `.sol` file of tools/contracts with the solc-js of the workspace and answers the
 * deployable contracts by name (interfaces and internal libraries are left out). Fails on any
 * compiler error or warning, so the sources stay clean.
 */
export async function compileTestContracts(): Promise<Record<string, ContractArtifact>> {
  const files = (await readdir(contractSourcesDirectory)).filter((file) => file.endsWith('.sol')).sort()
  const sources: Record<string, { content: string }> = {}
  for (const file of files) {
    sources[file] = { content: await readFile(join(contractSourcesDirectory, file), 'utf8') }
  }
  const input = { language: 'Solidity', sources, settings: compilerSettings }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const problems = (output.errors ?? []).filter((message) => message.severity !== 'info')
  if (problems.length > 0) {
    throw new Error(
      `solc ${solc.version()} rejected tools/contracts:\n${problems.map((p) => p.formattedMessage).join('\n')}`,
    )
  }
  const artifacts: Record<string, ContractArtifact> = {}
  for (const contracts of Object.values(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries(contracts)) {
      // Interfaces have no bytecode, and a library of internal functions no ABI: neither deploys.
      if (!contract.evm.bytecode.object || contract.abi.length === 0) continue
      if (name in artifacts) throw new Error(`Two contracts of tools/contracts are named ${name}`)
      artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
    }
  }
  return Object.fromEntries(Object.entries(artifacts).sort(([a], [b]) => a.localeCompare(b)))
}
