/**
 * `npm run contracts -w @gatehouse/tools`: compiles tools/contracts/*.sol with solc-js and writes the
 * committed artifacts module (src/chain/contracts/artifacts.ts). Run it after changing a contract.
 */
import { writeFile } from 'node:fs/promises'
import solc from 'solc'
import { compileTestContracts } from './compileTestContracts'
import { artifactsModulePath, renderArtifactsModule } from './renderArtifactsModule'

const artifacts = await compileTestContracts()
const version = solc.version().split('+')[0] ?? solc.version()
await writeFile(artifactsModulePath, await renderArtifactsModule(artifacts, version))
console.log(`Wrote ${Object.keys(artifacts).join(', ')} to ${artifactsModulePath}`)
