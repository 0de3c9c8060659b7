import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { workspaceRoot } from './publishableLibraries'
import { CommandFailedError, runCommand } from './runCommand'

/**
 * publint's findings on a packed tarball, warnings counted as errors: package.json fields and
 * entry points that hosts' bundlers and Node would trip over.
 */
export async function publintProblems(tarball: string): Promise<string[]> {
  const bytes = await readFile(tarball)
  const tarballBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  const { messages, pkg } = await publint({
    pack: { tarball: tarballBuffer },
    level: 'warning',
    strict: true,
  })
  return messages.map((message) => formatMessage(message, pkg, { color: false }) ?? message.code)
}

/**
 * arethetypeswrong's verdict on a packed tarball: whether TypeScript finds the right types for each
 * entry point. The libraries are ESM only (docs/architecture/style.md#esm-only), so the `esm-only` profile leaves out
 * the CommonJS resolutions (node10 and node16 from `require`), where only `import()` can load them.
 */
export async function typesProblems(tarball: string): Promise<string[]> {
  const attw = join(workspaceRoot, 'node_modules/.bin/attw')
  try {
    await runCommand(attw, [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color'], {
      cwd: dirname(tarball),
    })
    return []
  } catch (error) {
    if (error instanceof CommandFailedError) return [error.output]
    throw error
  }
}
