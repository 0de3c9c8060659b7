#!/usr/bin/env node
// The type check's compiler: TypeScript 7's native `tsc` (the root's `@typescript/native`, an alias of
// typescript@7), with the arguments given. The root's `typescript` stays 6 for the tools that use the
// compiler's JavaScript API (typescript-eslint, TypeDoc, the declaration bundler), which 7 does not
// have; both packages name their command `tsc`, so this one is called by a name of its own.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Its package exports no `bin/tsc`: found beside its package.json, which it exports.
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('@typescript/native/package.json')),
  'bin/tsc',
)
const result = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
