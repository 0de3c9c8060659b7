import { format, resolveConfig } from 'prettier'
import type { ContractArtifact } from './compileTestContracts'

/** The committed artifacts: one module per contract, and the index that tests and deploy scripts import. */
export const artifactsModulePath = new URL('./artifacts.ts', import.meta.url).pathname
export const artifactsDirectory = new URL('./artifacts/', import.meta.url).pathname

const header = (
  compilerVersion: string,
) => `// Generated from tools/contracts/*.sol by \`npm run contracts -w @gatehouse/tools\` (solc ${compilerVersion}).
// Do not edit: change the Solidity sources and run the script again. A test compiles the sources and
// compares the result with these files.
`

/**
 * The text of each committed artifacts module, by path: a module per contract with its ABI (`as
 * const`, so viem infers the function and event types) and bytecode, and the index that gathers them
 * as `contractArtifacts`; formatted with the workspace's Prettier settings so that `prettier --check`
 * accepts them as written.
 */
export async function renderArtifactModules(
  artifacts: Record<string, ContractArtifact>,
  compilerVersion: string,
): Promise<Map<string, string>> {
  const names = Object.keys(artifacts)
  const sources = new Map<string, string>()
  for (const name of names) {
    sources.set(
      `${artifactsDirectory}${name}.ts`,
      `${header(compilerVersion)}
/** ABI and creation bytecode of ${name}. */
export const ${name} = ${JSON.stringify(artifacts[name])} as const
`,
    )
  }
  sources.set(
    artifactsModulePath,
    `${header(compilerVersion)}
${names.map((name) => `import { ${name} } from './artifacts/${name}'`).join('\n')}

/** ABI and creation bytecode of each local test contract, by contract name. */
export const contractArtifacts = { ${names.join(', ')} } as const
`,
  )
  const options = await resolveConfig(artifactsModulePath)
  const formatted = new Map<string, string>()
  for (const [path, source] of sources)
    formatted.set(path, await format(source, { ...options, parser: 'typescript' }))
  return formatted
}
