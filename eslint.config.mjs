import js from '@eslint/js'
import nx from '@nx/eslint-plugin'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { builtinModules } from 'node:module'

const workspaceRoot = import.meta.dirname
const nodeOnly = 'Browser code of the wallet engine: Node modules belong behind its ./node entry.'

/**
 * The Nx module-boundary options of ARCHITECTURE §1. Apps differ by file: their source may not
 * import tools, their end-to-end tests may.
 */
function moduleBoundaries({ appsMayUseTools }) {
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
        onlyDependOnLibsWithTags: ['type:common', 'type:controllers', 'type:ui', 'type:feature'],
      },
      {
        sourceTag: 'type:feature',
        onlyDependOnLibsWithTags: ['type:common', 'type:controllers', 'type:ui'],
      },
      { sourceTag: 'type:adapter', onlyDependOnLibsWithTags: ['type:common', 'type:controllers'] },
      { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:common'] },
      // The development wallet engine: the sample wallet app bundles it, tools' tests drive it.
      { sourceTag: 'type:wallet', onlyDependOnLibsWithTags: ['type:common'] },
      {
        sourceTag: 'type:tools',
        onlyDependOnLibsWithTags: [
          'type:common',
          'type:controllers',
          'type:adapter',
          'type:service',
          'type:wallet',
        ],
      },
      {
        sourceTag: 'type:app',
        onlyDependOnLibsWithTags: [
          'type:common',
          'type:appkit',
          'type:adapter',
          'type:wallet',
          ...(appsMayUseTools ? ['type:tools'] : []),
        ],
      },
    ],
  }
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.nx/**',
      '**/bench/results/**',
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
    // ARCHITECTURE §1: dependencies point one way, and no cycle anywhere (between projects here,
    // inside a project through import-x/no-cycle above).
    files: ['{libs,apps,examples}/*/{src,e2e}/**/*.{ts,tsx}', 'tools/src/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ appsMayUseTools: false })] },
  },
  {
    // An app's end-to-end tests drive it with tools' harness (local chains, test wallets, Chromium);
    // the app's own source never ships tools.
    files: ['apps/*/e2e/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ appsMayUseTools: true })] },
  },
  {
    // ARCHITECTURE §3: the host-facing package loads a feature only by dynamic import(), so a
    // disabled feature's code is never requested. A static import would put it in the entry chunk.
    files: ['libs/appkit/src/**/*.{ts,tsx}'],
    ignores: ['libs/appkit/src/**/*.stories.tsx', 'libs/appkit/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@gatehouse/feature-*'],
              allowTypeImports: true,
              message: 'Load features with import() from the view registry, never statically.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wallet engine's main entry is bundled into the sample wallet page, so only its ./node
    // entry may reach Node's modules.
    files: ['libs/walletconnect-wallet/src/**/*.ts'],
    ignores: [
      'libs/walletconnect-wallet/src/node.ts',
      'libs/walletconnect-wallet/src/node/**',
      'libs/walletconnect-wallet/src/**/*.test.ts',
    ],
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
    // ARCHITECTURE §2: a feature receives a narrow typed context (useFeatureContext), never the whole
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
    // Plain JavaScript runs in Node (configs and the lockfile script).
    files: ['**/*.{mjs,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Scripts, tests and tools talk to the terminal.
    files: ['tools/**', '**/*.test.{ts,tsx}', '**/e2e/**', '**/*.config.{ts,mjs}', 'rollup.shared.mjs'],
    rules: { 'no-console': 'off' },
  },
  prettier,
)
