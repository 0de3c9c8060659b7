import js from '@eslint/js'
import nx from '@nx/eslint-plugin'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import i18next from 'eslint-plugin-i18next'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { builtinModules } from 'node:module'

const workspaceRoot = import.meta.dirname
const nodeOnly = 'Browser code of the wallet engine: Node modules belong behind its ./node entry.'

/**
 * The Nx module-boundary options of docs/architecture/layout.md#dependency-rules. Apps differ by file: their source may not
 * import tools or the harness, their end-to-end tests may; the service's own tests and benchmarks
 * may use the harness, its production code may not; the sample wallet page bundles the harness's
 * wallet engine (its ./wallet entry, and only that: see the rule for apps/sample-wallet below).
 */
function moduleBoundaries({
  appsMayUseTools = false,
  serviceMayUseHarness = false,
  storiesMayUseStorykit = false,
  sampleWalletMayUseHarness = false,
} = {}) {
  const storykit = storiesMayUseStorykit ? ['type:storykit'] : []
  return {
    enforceBuildableLibDependency: false,
    allow: [],
    banTransitiveDependencies: false,
    checkDynamicDependenciesExceptions: [],
    depConstraints: [
      { sourceTag: 'type:common', onlyDependOnLibsWithTags: ['type:common'] },
      { sourceTag: 'type:controllers', onlyDependOnLibsWithTags: ['type:common'] },
      { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:common'] },
      {
        sourceTag: 'type:appkit',
        // Features only through dynamic import() (see the rule for libs/appkit below).
        onlyDependOnLibsWithTags: [
          'type:common',
          'type:controllers',
          'type:ui',
          'type:feature-shared',
          'type:feature',
          ...storykit,
        ],
      },
      {
        sourceTag: 'type:feature',
        onlyDependOnLibsWithTags: [
          'type:common',
          'type:controllers',
          'type:ui',
          'type:feature-shared',
          ...storykit,
        ],
      },
      // What several features share and the kit loads on first need (the embedded wallet): no UI.
      { sourceTag: 'type:feature-shared', onlyDependOnLibsWithTags: ['type:common', 'type:controllers'] },
      // The story kit (apps/storykit, development only) sits below the features and the modal, so
      // their stories (and only their stories: storiesMayUseStorykit) use it without a cycle.
      {
        sourceTag: 'type:storykit',
        onlyDependOnLibsWithTags: ['type:common', 'type:controllers', 'type:ui'],
      },
      { sourceTag: 'type:adapter', onlyDependOnLibsWithTags: ['type:common', 'type:controllers'] },
      // The service verifies sign-ins with the sign-in plug-in's verifiers (BIP-322), as a host's
      // server may; the plug-in depends on common only, so no cycle can form.
      {
        sourceTag: 'type:service',
        onlyDependOnLibsWithTags: [
          'type:common',
          'type:plugin',
          ...(serviceMayUseHarness ? ['type:harness'] : []),
        ],
      },
      // Sign-in plug-ins a host passes to createAppKit (and may use on its server).
      { sourceTag: 'type:plugin', onlyDependOnLibsWithTags: ['type:common'] },
      // The development and test harness (harness/): never imports the service (it runs its command)
      // and is imported by no library and by no production code of the service or the apps but the
      // sample wallet page. Its wallet engine signs Bitcoin messages on the sign-in plug-in's BIP-322
      // transactions, the one copy of them.
      { sourceTag: 'type:harness', onlyDependOnLibsWithTags: ['type:common', 'type:plugin'] },
      {
        sourceTag: 'type:tools',
        onlyDependOnLibsWithTags: [
          'type:common',
          'type:controllers',
          'type:adapter',
          'type:plugin',
          'type:harness',
        ],
      },
      {
        sourceTag: 'type:app',
        onlyDependOnLibsWithTags: [
          'type:common',
          'type:appkit',
          'type:adapter',
          'type:plugin',
          ...(appsMayUseTools ? ['type:tools', 'type:harness'] : []),
          ...(sampleWalletMayUseHarness ? ['type:harness'] : []),
        ],
      },
    ],
  }
}

/** Options of i18next/no-literal-string: JSX text and the attributes (and props) a visitor reads or hears. */
export const visibleLiteralRule = {
  mode: 'jsx-only',
  'should-validate-template': true,
  'jsx-attributes': {
    include: [
      'aria-label',
      'aria-description',
      'aria-valuetext',
      'title',
      'placeholder',
      'alt',
      'label',
      'description',
      'message',
      'actionLabel',
      'loadingLabel',
      'imageAlt',
      'tag',
      'name',
    ],
  },
  // An icon's `name` is an id from its set, not words.
  'jsx-components': { exclude: ['Icon'] },
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.nx/**',
      '**/bench/results/**',
      // Generated by `npm run i18n` from the messages' JSON (a test keeps them in step).
      '**/src/i18n/compiled/**',
      // The documentation site's build output and the API reference it generates from the TSDoc.
      'docs/.vitepress/cache/**',
      'docs/api/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { '@nx': nx, 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            `${workspaceRoot}/libs/*/tsconfig.json`,
            `${workspaceRoot}/apps/*/tsconfig.json`,
            `${workspaceRoot}/tools/tsconfig.json`,
            `${workspaceRoot}/harness/tsconfig.json`,
          ],
          conditionNames: ['@gatehouse/source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // docs/architecture/layout.md#dependency-rules: dependencies point one way, and no cycle anywhere (between projects here,
    // inside a project through import-x/no-cycle above).
    files: [
      '{libs,apps,examples}/*/{src,e2e,test}/**/*.{ts,tsx}',
      'tools/src/**/*.ts',
      'harness/src/**/*.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries()] },
  },
  {
    // Stories of the modal's views and of the features render with the story kit (apps/storykit); the
    // code they show never imports it.
    files: ['libs/*/src/**/*.stories.tsx', 'libs/appkit/src/stories/**/*.{ts,tsx}'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ storiesMayUseStorykit: true })],
    },
  },
  {
    // The service's own tests and benchmarks run on the harness (its PostgreSQL server, mail server,
    // WalletConnect peers); what it serves never does.
    files: ['apps/cloud/src/**/*.test.ts', 'apps/cloud/src/bench/**/*.ts', 'apps/cloud/test/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ serviceMayUseHarness: true })],
    },
  },
  {
    // An app's end-to-end tests drive it with tools' harness (local chains, test wallets, Chromium);
    // the app's own source never ships tools.
    files: ['apps/*/e2e/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ appsMayUseTools: true })] },
  },
  {
    // docs/architecture/layout.md#dynamic-feature-imports: the host-facing package loads a feature only by dynamic import(), so a
    // disabled feature's code is never requested. A static import would put it in the entry chunk.
    files: ['libs/appkit/src/**/*.{ts,tsx}'],
    ignores: ['libs/appkit/src/**/*.stories.tsx', 'libs/appkit/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A feature's manifest (`@gatehouse/feature-<name>/manifest`: data and one import()) is
              // what the kit's list (src/features.ts) holds; the feature's code loads through it.
              regex: '^@gatehouse/feature-[a-z-]+(/(?!manifest$).*)?$',
              allowTypeImports: true,
              message:
                'Load features through their manifest (src/features.ts), never statically: import only `@gatehouse/feature-<name>/manifest`.',
            },
            {
              // The embedded wallet loads on its first use (KitEnvironment.loadEmbeddedWallet).
              regex: '^@gatehouse/embedded-wallet(/.*)?$',
              allowTypeImports: true,
              message: 'Load the embedded wallet by dynamic import() only (src/api/fullAppKit.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // The sample wallet page is the development wallet engine's screen: its source bundles the
    // harness's browser engine (@gatehouse/harness/wallet) and nothing else of the harness, neither
    // the engine's Node entry nor the test servers.
    files: ['apps/sample-wallet/src/**/*.{ts,tsx}'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ sampleWalletMayUseHarness: true })],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@gatehouse/harness(/(?!wallet$).*)?$',
              message: 'The sample wallet page bundles only the browser engine: @gatehouse/harness/wallet.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wallet engine (harness/src/wallet) stands on its own inside the harness: the sample wallet
    // page bundles it, so it reaches no other part of the harness (the test servers, ports, processes).
    files: ['harness/src/wallet/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: workspaceRoot,
          zones: [
            {
              target: './harness/src/wallet',
              from: './harness/src',
              except: ['./wallet'],
              message:
                'The wallet engine imports nothing else of the harness: the sample wallet page bundles it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wallet engine's browser entry is bundled into the sample wallet page, so only its Node
    // entry (./wallet/node) may reach Node's modules.
    files: ['harness/src/wallet/**/*.ts'],
    ignores: ['harness/src/wallet/node.ts', 'harness/src/wallet/node/**', 'harness/src/wallet/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({ name, message: nodeOnly })),
          patterns: [{ group: ['node:*', '**/node', '**/node/**'], message: nodeOnly }],
        },
      ],
    },
  },
  {
    // docs/architecture/runtime.md#feature-context: a feature receives a narrow typed context (useFeatureContext), never the whole
    // kit, so what a feature may touch is listed in one place (FeatureContext in libs/controllers).
    files: ['libs/feature-*/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@gatehouse/controllers/react',
              importNames: ['useKit', 'useKitState', 'KitProvider'],
              message:
                'A feature uses its FeatureContext: useFeatureContext(), useFeatureState(), FeatureProvider.',
            },
            {
              name: '@gatehouse/controllers',
              importNames: ['Kit'],
              message: 'A feature receives a FeatureContext, never the whole Kit.',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/architecture/trust-and-languages.md#languages: every visible string goes through a message catalogue. A literal in JSX text, or
    // in an attribute a visitor reads or hears, fails lint in the modal's views, the features and the UI
    // components (stories and tests may write their fixtures' words).
    files: ['libs/appkit/src/**/*.tsx', 'libs/feature-*/src/**/*.tsx', 'libs/ui/src/components/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', 'libs/appkit/src/stories/**'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', visibleLiteralRule] },
  },
  {
    // Plain JavaScript runs in Node (configs and the lockfile script).
    files: ['**/*.{mjs,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Scripts, tests and tools talk to the terminal.
    files: [
      'tools/**',
      'docs/scripts/**',
      '**/*.test.{ts,tsx}',
      '**/e2e/**',
      '**/*.config.{ts,mjs}',
      'rollup.shared.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
  prettier,
)
