import * as v from 'valibot'
import {
  canonicalLocaleTag,
  chainNamespaces,
  ErrorMessage,
  socialProviders,
  themeVariableKeys,
} from '@gatehouse/common'

const httpUrl = v.pipe(v.string(), v.regex(/^https?:\/\//, ErrorMessage.httpProviderUrl))
const rpcUrls = v.object({
  http: v.pipe(v.array(httpUrl), v.minLength(1)),
  webSocket: v.optional(v.array(v.string())),
})

export const networkSchema = v.looseObject({
  id: v.union([v.number(), v.pipe(v.string(), v.minLength(1))]),
  chainNamespace: v.picklist(chainNamespaces),
  caipNetworkId: v.pipe(v.string(), v.regex(/^[a-z0-9-]+:[^:]+$/)),
  name: v.pipe(v.string(), v.minLength(1)),
  nativeCurrency: v.object({ name: v.string(), symbol: v.string(), decimals: v.number() }),
  rpcUrls: v.looseObject({ default: rpcUrls, chainDefault: v.optional(rpcUrls) }),
  assets: v.optional(v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) })),
  testnet: v.optional(v.boolean()),
  blockExplorers: v.optional(v.looseObject({ default: v.object({ name: v.string(), url: v.string() }) })),
})

const adapterSchema = v.looseObject({
  namespace: v.picklist(chainNamespaces),
  setup: v.function(),
  connect: v.function(),
})

export const themeVariablesSchema = v.strictObject(
  Object.fromEntries(
    themeVariableKeys.map((key) => [key, v.optional(v.union([v.string(), v.number()]))]),
  ) as Record<
    (typeof themeVariableKeys)[number],
    v.OptionalSchema<
      v.UnionSchema<[v.StringSchema<undefined>, v.NumberSchema<undefined>], undefined>,
      undefined
    >
  >,
)

// A feature package's own switch (FeatureFlags) is any other name; what AppKit's other options pass
// there (a list, say) is kept as it is and switches nothing.
const featuresSchema = v.partial(
  v.objectWithRest(
    {
      receive: v.boolean(),
      send: v.boolean(),
      analytics: v.boolean(),
      allWallets: v.boolean(),
      legalCheckbox: v.boolean(),
      smartSessions: v.boolean(),
      pay: v.boolean(),
      email: v.boolean(),
      socials: v.union([v.array(v.picklist(socialProviders)), v.literal(false)]),
      swaps: v.boolean(),
      onramp: v.boolean(),
      activity: v.boolean(),
      reownBranding: v.boolean(),
      walletFeaturesOrder: v.array(v.picklist(['onramp', 'swaps', 'receive', 'send'])),
      connectMethodsOrder: v.array(v.picklist(['wallet', 'email', 'social'])),
    },
    v.unknown(),
  ),
)

const stringList = v.array(v.string())

const required = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, v.function('a function is required')]))
const optionalFunction = v.optional(v.function('expected a function'))
const optionalBoolean = v.optional(v.boolean())

/** AppKit's SIWX plugin interface: the five session functions, the rest optional. */
const siwxSchema = v.looseObject(
  {
    ...required(['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions']),
    getRequired: optionalFunction,
    signOutOnDisconnect: optionalBoolean,
    attach: optionalFunction,
  },
  'expected a SIWX implementation (such as new DefaultSIWX()) with createMessage, addSession, revokeSession, setSessions and getSessions',
)

/** AppKit's legacy SIWE config (`createSIWEConfig`). */
const siweConfigSchema = v.looseObject(
  {
    ...required(['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut']),
    getMessageParams: optionalFunction,
    onSignIn: optionalFunction,
    onSignOut: optionalFunction,
    signOutOnDisconnect: optionalBoolean,
    required: optionalBoolean,
    enabled: optionalBoolean,
  },
  'expected a SIWE config (createSIWEConfig) with getNonce, createMessage, verifyMessage, getSession and signOut',
)

/** The options of `createAppKit`, checked at the boundary (unknown keys are allowed and ignored). */
export const optionsSchema = v.looseObject({
  adapters: v.optional(v.array(adapterSchema)),
  networks: v.pipe(v.array(networkSchema), v.minLength(1, 'at least one network is required')),
  defaultNetwork: v.optional(networkSchema),
  projectId: v.optional(v.string()),
  apiUrl: v.optional(httpUrl),
  embeddedWalletUrl: v.optional(httpUrl),
  metadata: v.optional(
    v.object({ name: v.string(), description: v.string(), url: v.string(), icons: v.array(v.string()) }),
  ),
  features: v.optional(featuresSchema),
  themeMode: v.optional(v.picklist(['light', 'dark'])),
  themeVariables: v.optional(themeVariablesSchema),
  featuredWalletIds: v.optional(stringList),
  includeWalletIds: v.optional(stringList),
  excludeWalletIds: v.optional(stringList),
  allowUnsupportedChain: v.optional(v.boolean()),
  enableNetworkSwitch: v.optional(v.boolean()),
  enableWalletConnect: v.optional(v.boolean()),
  enableEIP6963: v.optional(v.boolean()),
  enableInjected: v.optional(v.boolean()),
  enableEmbedded: v.optional(v.boolean()),
  manualWCControl: v.optional(v.boolean()),
  siweConfig: v.optional(siweConfigSchema),
  siwx: v.optional(siwxSchema),
  locale: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (tag) => canonicalLocaleTag(tag) !== undefined,
        (issue) => ErrorMessage.invalidLocale(String(issue.input)),
      ),
    ),
  ),
  termsConditionsUrl: v.optional(v.string()),
  privacyPolicyUrl: v.optional(v.string()),
  debug: v.optional(v.boolean()),
})
