/**
 * `npm run contracts -w @gatehouse/tools`: compiles tools/contracts/*.sol with solc-js and writes the
 * committed artifacts modules (src/chain/contracts/artifacts.ts and one per contract in artifacts/),
 * removing the module of a contract that is gone. Run it after changing a contract.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import solc from 'solc'
import { compileTestContracts } from './compileTestContracts'
import { artifactsDirectory, renderArtifactModules } from './renderArtifactModules'

const artifacts = await compileTestContracts()
const version = solc.version().split('+')[0] ?? solc.version()
const modules = await renderArtifactModules(artifacts, version)
await mkdir(artifactsDirectory, { recursive: true })
for (const file of await readdir(artifactsDirectory))
  if (!modules.has(`${artifactsDirectory}${file}`)) await rm(`${artifactsDirectory}${file}`)
for (const [path, text] of modules) await writeFile(path, text)
console.log(`Wrote ${Object.keys(artifacts).join(', ')} to ${artifactsDirectory}`)
