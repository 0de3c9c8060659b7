import { format, resolveConfig } from 'prettier'
import type { ContractArtifact } from './compileTestContracts'

/** Where the committed artifacts live; tests and deploy scripts import this module. */
export const artifactsModulePath = new URL('./artifacts.ts', import.meta.url).pathname

/**
 * The text of the committed artifacts module: one `contractArtifacts` constant with each contract's
 * ABI (`as const`, so viem infers the function and event types) and bytecode, formatted with the
 * workspace's Prettier settings so that `prettier --check` accepts it as written.
 */
export async function renderArtifactsModule(
  artifacts: Record<string, ContractArtifact>,
  compilerVersion: string,
): Promise<string> {
  const source = `// Generated from tools/contracts/*.sol by \`npm run contracts -w @gatehouse/tools\` (solc ${compilerVersion}).
// Do not edit: change the Solidity sources and run the script again. A test compiles the sources and
// compares the result with this file.

/** ABI and creation bytecode of each local test contract, by contract name. */
export const contractArtifacts = ${JSON.stringify(artifacts)} as const
`
  const options = await resolveConfig(artifactsModulePath)
  return format(source, { ...options, parser: 'typescript' })
}
