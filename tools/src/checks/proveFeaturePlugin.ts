import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Part of `npm run typecheck`: proves that a feature is one package that plugs in
 * (docs/architecture/lazy-loading.md#feature-manifests). In a temporary workspace that shares this
 * one's libraries, it writes a throwaway feature package (a manifest, a view, its messages and a
 * test), wires it into a copy of libs/appkit with the one entry of src/features.ts (and the package's
 * dependency), type-checks the kit and the feature, and runs the feature's test against the kit: the
 * view opens only while its switch is on, loads by the manifest's import and is titled from the
 * feature's messages, the feature's story (beside its view, with the story kit and its manifest)
 * shows it in the modal, and the Account view shows the button its manifest declares, labelled by its
 * messages, in its place among the kit's. It counts the files it had to touch outside the feature's package: at most 2.
 */
const root = resolve(import.meta.dirname, '../../..')
const allowedTouches = 2
const workspace = mkdtempSync(join(tmpdir(), 'gatehouse-plugin-'))
const kit = join(workspace, 'libs/appkit')
const probe = join(workspace, 'libs/feature-probe')

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

/** Runs a command in the temporary workspace; exits with its output when it fails. */
function run(what: string, command: string, args: string[], cwd: string) {
  const started = performance.now()
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`Feature plug-in proof: ${what} failed (${seconds} s):\n${result.stdout}${result.stderr}`)
    rmSync(workspace, { recursive: true, force: true })
    process.exit(1)
  }
  console.log(`  ${what}: ok (${seconds} s)`)
}

/** The files under `dir` (relative), leaving out dependencies and build output. */
function filesBelow(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return []
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesBelow(path, base) : [relative(base, path)]
  })
}

// 1. A workspace whose packages are this one's, except the kit (a copy, to be wired) and the probe.
cpSync(join(root, 'tsconfig.base.json'), join(workspace, 'tsconfig.base.json'))
symlinkSync(join(root, 'types'), join(workspace, 'types'))
symlinkSync(join(root, 'vite.shared.ts'), join(workspace, 'vite.shared.ts'))
mkdirSync(join(workspace, 'node_modules/@gatehouse'), { recursive: true })
for (const name of readdirSync(join(root, 'node_modules'))) {
  if (name !== '@gatehouse')
    symlinkSync(join(root, 'node_modules', name), join(workspace, 'node_modules', name))
}
for (const name of readdirSync(join(root, 'node_modules/@gatehouse'))) {
  const target = name === 'appkit' ? kit : join(root, 'node_modules/@gatehouse', name)
  symlinkSync(target, join(workspace, 'node_modules/@gatehouse', name))
}
symlinkSync(probe, join(workspace, 'node_modules/@gatehouse/feature-probe'))
for (const entry of readdirSync(join(root, 'libs/appkit'))) {
  if (entry === 'dist') continue
  if (entry === 'node_modules') symlinkSync(join(root, 'libs/appkit/node_modules'), join(kit, 'node_modules'))
  else cpSync(join(root, 'libs/appkit', entry), join(kit, entry), { recursive: true })
}

// 2. The throwaway feature: its own package, written from outside the kit.
write(
  join(probe, 'package.json'),
  JSON.stringify(
    {
      name: '@gatehouse/feature-probe',
      version: '0.0.0',
      private: true,
      type: 'module',
      sideEffects: false,
      exports: {
        '.': { '@gatehouse/source': './src/index.ts', default: './src/index.ts' },
        './manifest': { '@gatehouse/source': './src/manifest.ts', default: './src/manifest.ts' },
      },
      dependencies: { '@gatehouse/common': '*', '@gatehouse/controllers': '*', '@gatehouse/ui': '*' },
      nx: { tags: ['type:feature'] },
    },
    null,
    2,
  ),
)
cpSync(join(root, 'libs/feature-receive/tsconfig.json'), join(probe, 'tsconfig.json'))
// A sibling's test setup; the libraries it shares live outside this temporary workspace.
write(
  join(probe, 'vitest.config.ts'),
  `import { defineConfig, mergeConfig } from 'vitest/config'
import { libraryTestConfig } from '../../vite.shared.ts'

export default defineConfig(mergeConfig(libraryTestConfig('jsdom'), { server: { fs: { strict: false } } }))
`,
)
write(
  join(probe, 'src/i18n/probeMessages.ts'),
  `import type { Catalogue } from '@gatehouse/common'

export interface ProbeMessages {
  titleProbe: () => string
  hello: () => string
  probeIt: () => string
}

const english: ProbeMessages = {
  titleProbe: () => 'Probe',
  hello: () => 'Hello from the probe',
  probeIt: () => 'Probe it',
}

/** The probe's messages: English here, the others by dynamic import as a compiled catalogue has them. */
export const probeCatalogue: Catalogue<ProbeMessages> = {
  name: 'feature-probe',
  source: english,
  load: {
    es: async () => ({ titleProbe: () => 'Sonda', hello: () => 'Hola desde la sonda', probeIt: () => 'Sondear' }),
    ar: async () => english,
  },
}
`,
)
write(
  join(probe, 'src/ProbeView.tsx'),
  `import { useFeatureContext } from '@gatehouse/controllers/react'
import { useMessages } from '@gatehouse/ui'
import { probeCatalogue } from './i18n/probeMessages'

/** The probe's one view. */
export function ProbeView() {
  const { router } = useFeatureContext(['router'])
  return <p data-view={router.state.view}>{useMessages(probeCatalogue).hello()}</p>
}
`,
)
write(
  join(probe, 'src/index.ts'),
  `/** The probe's view. */
export { ProbeView } from './ProbeView'
/** The probe's messages. */
export { probeCatalogue as messages } from './i18n/probeMessages'
`,
)
write(
  join(probe, 'src/manifest.ts'),
  `import type { FeatureManifest } from '@gatehouse/controllers'
import type { IconName } from '@gatehouse/ui'
import type { ProbeMessages } from './i18n/probeMessages'
import type * as Code from './index'

declare module '@gatehouse/controllers' {
  interface FeatureViews {
    ProbeView: true
  }
  interface FeatureFlags {
    probe?: boolean
  }
}

/** The probe's manifest. */
export const probeFeature = {
  flag: { option: 'probe', remote: true, defaultOn: true },
  load: () => import('./index'),
  needs: ['router'],
  // Its button on the Account view, between Swap (20) and Receive (30).
  accountAction: { label: (m) => m.probeIt(), icon: 'send' satisfies IconName, order: 25 },
  views: {
    ProbeView: { title: (m) => m.titleProbe(), component: (feature) => feature.ProbeView },
  },
} satisfies FeatureManifest<typeof Code, ProbeMessages, 'router'>
`,
)
write(
  join(probe, 'src/ProbeView.stories.tsx'),
  `import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderViewStory, ViewStory } from '@gatehouse/storykit'
import { probeFeature } from './manifest'

/** The probe's view, as the modal loads it: a story beside the feature, given its manifest. */
const meta = {
  title: 'Views/Probe',
  component: ViewStory,
  args: { features: [probeFeature], open: { view: 'ProbeView' }, theme: 'dark' },
  render: renderViewStory,
} satisfies Meta<typeof ViewStory>
export default meta

export const Shown: StoryObj<typeof meta> = {}
`,
)
write(
  join(probe, 'src/wired.test.tsx'),
  `import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resolveFeatures, type View } from '@gatehouse/controllers'
import { connectedStoryArgs, renderViewStory, StoryModalProvider } from '@gatehouse/storykit'
import { features } from '../../appkit/src/features'
import { appkitCatalogue } from '../../appkit/src/i18n/appkitCatalogue'
import { storyModal } from '../../appkit/src/stories/storyModal'
import { viewRegistryOf } from '../../appkit/src/views/registry'
import { titleIn } from '../../appkit/src/views/registryShape'
import { viewGatesOf } from '../../appkit/src/views/viewGates'
import meta, { Shown } from './ProbeView.stories'

// The kit's \`View\` (what open({ view }) takes) has the probe's view by the manifest alone.
const view: View = 'ProbeView'

describe('a feature plugged in with one entry', () => {
  it('opens only while its switch is on, with its code from the manifest and its title from its messages', async () => {
    const { isViewAvailable, remoteSwitches } = viewGatesOf(features)
    const viewRegistry = viewRegistryOf(features)
    expect(isViewAvailable(view, resolveFeatures())).toBe(true)
    expect(isViewAvailable(view, resolveFeatures({ probe: false }))).toBe(false)
    expect(isViewAvailable('Connect', resolveFeatures({ probe: false }))).toBe(true)
    // Its view, by the manifest's import, inside the feature's scope (what its needs name): the same
    // component on every load. The story below shows it rendering the probe's view.
    const loaded = await viewRegistry[view]?.load()
    expect(loaded?.default).toBeTypeOf('function')
    expect((await viewRegistry[view]?.load())?.default).toBe(loaded?.default)
    expect(titleIn(viewRegistry, view, appkitCatalogue.source)).toBe('Probe')
    // The project's remote configuration may turn it off, as its manifest says.
    expect(remoteSwitches).toContain('probe')
  })

  it('has its story beside it: the modal on its view, titled from its messages, given its manifest', async () => {
    render(
      <StoryModalProvider modal={storyModal}>
        {renderViewStory({ ...meta.args, ...Shown.args }, { globals: {} })}
      </StoryModalProvider>,
    )
    expect(await screen.findByText('Hello from the probe')).toBeTruthy()
    expect(await screen.findByText('Probe')).toBeTruthy()
  })

  it('has its button on the Account view, labelled by its messages, in the place its manifest says', async () => {
    render(
      <StoryModalProvider modal={storyModal}>
        {renderViewStory({ features, open: { view: 'Account' }, ...connectedStoryArgs }, { globals: {} })}
      </StoryModalProvider>,
    )
    const button = await screen.findByRole('button', { name: 'Probe it' }, { timeout: 5000 })
    const row = [...(button.parentElement?.querySelectorAll('button') ?? [])].map((each) => each.textContent)
    expect(row).toEqual(['Buy', 'Swap', 'Probe it', 'Receive', 'Send'])
  })
})
`,
)

// 3. The wiring: the one entry in the kit's list, and the package among the kit's dependencies.
const featuresFile = join(kit, 'src/features.ts')
const list = readFileSync(featuresFile, 'utf8')
  .replace(/\n\n/, `\nimport { probeFeature } from '@gatehouse/feature-probe/manifest'\n\n`)
  .replace(/\n\] as const satisfies/, `\n  probeFeature,\n] as const satisfies`)
writeFileSync(featuresFile, list)
const kitPackage = JSON.parse(readFileSync(join(kit, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}
kitPackage.dependencies['@gatehouse/feature-probe'] = '0.0.0'
writeFileSync(join(kit, 'package.json'), JSON.stringify(kitPackage, null, 2) + '\n')

// 4. What it took outside the feature's package: every file of the kit's copy that differs.
const touched = filesBelow(kit).filter((file) => {
  const original = join(root, 'libs/appkit', file)
  return !existsSync(original) || !readFileSync(original).equals(readFileSync(join(kit, file)))
})
console.log(`Feature plug-in proof in ${workspace}:`)
console.log(`  files touched outside the feature's package: ${touched.length} (${touched.join(', ')})`)
if (touched.length > allowedTouches) {
  console.error(
    `Feature plug-in proof: ${touched.length} files touched outside the feature (at most ${allowedTouches}).`,
  )
  process.exit(1)
}

// 5. The kit and the feature type-check together, and the feature's test runs against the kit.
const tsc = join(root, 'node_modules/.bin/tsc7')
run('the kit type-checks with the feature', tsc, ['-p', 'tsconfig.json', '--noEmit'], kit)
run('the feature type-checks against the kit', tsc, ['-p', 'tsconfig.json', '--noEmit'], probe)
run(
  'the feature opens in the kit',
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--config', 'vitest.config.ts'],
  probe,
)
rmSync(workspace, { recursive: true, force: true })
console.log('Feature plug-in proof: a feature is its package and one entry in the kit.')
