import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { Application, Converter, ReflectionKind, type DeclarationReflection } from 'typedoc'
import { apiEntryPoints } from './apiEntryPoints'

const docsRoot = resolve(import.meta.dirname, '..')
const repositoryRoot = resolve(docsRoot, '..')

/**
 * Generates the API reference (docs/api, not committed) from the TSDoc of every public export of
 * the published packages, one markdown page per entry point, which VitePress builds with the rest of
 * the site. Throws on any TypeDoc error, so no package drops out silently; resolves to the seconds
 * it took.
 */
export async function generateApi(out = resolve(docsRoot, 'api')): Promise<number> {
  const started = performance.now()
  const entries = apiEntryPoints(repositoryRoot)
  const specifierOfFile = new Map(entries.map((entry) => [entry.file, entry.specifier]))

  rmSync(out, { recursive: true, force: true })
  const app = await Application.bootstrapWithPlugins({
    entryPoints: entries.map((entry) => entry.file),
    entryPointStrategy: 'resolve',
    tsconfig: resolve(docsRoot, 'tsconfig.api.json'),
    plugin: ['typedoc-plugin-markdown'],
    out,
    name: 'API reference',
    // The index page: a short introduction, then the list of entry points.
    readme: resolve(docsRoot, 'scripts', 'apiIntro.md'),
    mergeReadme: true,
    // The workspace's type check (npm run typecheck) already checks these sources.
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    excludeExternals: true,
    disableSources: true,
    treatWarningsAsErrors: false,
    logLevel: 'Warn',
    // typedoc-plugin-markdown's options: one page per module and symbol, VitePress-friendly names.
    outputFileStrategy: 'modules',
    entryFileName: 'index',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    sanitizeComments: true,
    parametersFormat: 'table',
    interfacePropertiesFormat: 'table',
    classPropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    enumMembersFormat: 'table',
  } as Parameters<typeof Application.bootstrapWithPlugins>[0])

  // Each module is named by what a host imports (`@gatehouse/appkit/react`), not by its file path.
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection: DeclarationReflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName
    const specifier = file === undefined ? undefined : specifierOfFile.get(resolve(file))
    if (specifier) reflection.name = specifier
  })

  const project = await app.convert()
  if (!project || app.logger.hasErrors()) {
    throw new Error('TypeDoc could not convert the public entry points (see the errors above)')
  }
  const unnamed = (project.children ?? []).filter((module) => !module.name.startsWith('@gatehouse/'))
  if (unnamed.length > 0) {
    throw new Error(`modules not matched to an entry point: ${unnamed.map((m) => m.name).join(', ')}`)
  }
  await app.generateOutputs(project)
  if (app.logger.hasErrors())
    throw new Error('TypeDoc could not write the API reference (see the errors above)')
  const seconds = (performance.now() - started) / 1000
  console.log(
    `docs: API reference of ${entries.length} entry points generated in docs/api in ${seconds.toFixed(1)} s`,
  )
  return seconds
}
