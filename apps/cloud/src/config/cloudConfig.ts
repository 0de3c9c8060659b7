import * as v from 'valibot'
import { socialProviders } from '@gatehouse/common'
import { describeIssues } from '../validation/describeIssues'
import { strictObject } from '../validation/strictObject'
import { chainsSchema, evmAddressSchema, evmChainIdSchema, identitiesSchema } from './chainConfig'
import { projectIdMaxLength, projectIdPattern } from './projectId'
import { solanaChainsSchema } from '../solana/solanaChainConfig'
import { bitcoinChainsSchema } from '../bitcoin/bitcoinChainConfig'
import { isAddressOrRange } from '../http/trustedProxies'

const providerName = v.pipe(
  v.string('must be a string'),
  v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a provider id like "1inch"'),
)

// A lazy schema rather than a union, so that a bad item is reported with its own path and message.
function providers<TItem extends v.GenericSchema<string>>(item: TItem, field: string) {
  return v.lazy((input) =>
    input === false ? v.literal(false) : v.array(item, `${field} must be a list of providers or false`),
  )
}

const featuresSchema = strictObject(
  {
    email: v.optional(v.boolean('email must be true or false')),
    socials: v.optional(
      providers(v.picklist(socialProviders, `must be one of ${socialProviders.join(', ')}`), 'socials'),
    ),
    swaps: v.optional(providers(providerName, 'swaps')),
    onramp: v.optional(providers(providerName, 'onramp')),
    activity: v.optional(v.boolean('activity must be true or false')),
    reownBranding: v.optional(v.boolean('reownBranding must be true or false')),
  },
  'features',
)

const originPattern = v.pipe(
  v.string('must be a string'),
  v.regex(
    /^(?:[a-z][a-z0-9+.-]*:\/\/)?[A-Za-z0-9*.[\]-]+(?::(?:\d{1,5}|\*))?\/?$/,
    'must be an origin such as https://app.example.com, https://*.example.com or http://localhost:*',
  ),
)

const projectSchema = strictObject(
  {
    features: v.optional(featuresSchema),
    allowedOrigins: v.optional(v.array(originPattern, 'allowedOrigins must be a list of origins')),
    analytics: v.optional(v.boolean('analytics must be true or false')),
  },
  'a project',
)

const projectKey = v.pipe(
  v.string(),
  v.minLength(1, 'a project id must not be empty'),
  v.maxLength(projectIdMaxLength, `a project id must be at most ${projectIdMaxLength} characters`),
  v.check(
    (key) => key === '*' || projectIdPattern.test(key),
    'a project id may only contain letters, digits, hyphens and underscores (or be "*")',
  ),
)

const walletId = v.pipe(
  v.string('must be a wallet id'),
  v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a wallet id (letters, digits, - or _)'),
)

const rateLimitsSchema = strictObject(
  {
    analyticsEventsPerMinute: v.optional(
      v.pipe(
        v.number('rateLimits.analyticsEventsPerMinute must be a number'),
        v.integer('rateLimits.analyticsEventsPerMinute must be a whole number'),
        v.minValue(1, 'rateLimits.analyticsEventsPerMinute must be at least 1'),
      ),
    ),
    rpcRequestsPerMinute: v.optional(
      v.pipe(
        v.number('rateLimits.rpcRequestsPerMinute must be a number'),
        v.integer('rateLimits.rpcRequestsPerMinute must be a whole number'),
        v.minValue(1, 'rateLimits.rpcRequestsPerMinute must be at least 1'),
      ),
    ),
  },
  'rateLimits',
)

const namesSchema = strictObject(
  {
    zone: v.optional(
      v.pipe(
        v.string('zone must be a string'),
        v.toLowerCase(),
        v.regex(
          /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
          'zone must be a domain name such as gatehouse.id',
        ),
      ),
    ),
  },
  'names',
)

function wholeNumberField(name: string, min: number) {
  return v.optional(
    v.pipe(
      v.number(`sessions.${name} must be a number`),
      v.integer(`sessions.${name} must be a whole number`),
      v.minValue(min, `sessions.${name} must be at least ${min}`),
    ),
  )
}

const sessionsSchema = strictObject(
  {
    nonceTtlSeconds: wholeNumberField('nonceTtlSeconds', 1),
    defaultLifetimeSeconds: wholeNumberField('defaultLifetimeSeconds', 60),
    maxLifetimeSeconds: wholeNumberField('maxLifetimeSeconds', 60),
    noncesPerMinute: wholeNumberField('noncesPerMinute', 1),
    signInsPerMinute: wholeNumberField('signInsPerMinute', 1),
  },
  'sessions',
)

// describeIssues names the field (emailLogin.lockoutMinutes, farcaster.longPollMs) before these messages.
function boundedWholeNumber(min: number, max: number) {
  return v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
  )
}

/** The embedded wallet's e-mail login limits (see the README's threat model for what they bound). */
const emailLoginSchema = strictObject(
  {
    codesPerAddressPerHour: boundedWholeNumber(1, 1000),
    addressesPerClientPerHour: boundedWholeNumber(1, 100_000),
    failedCodesPerAddressPerHour: boundedWholeNumber(1, 1000),
    lockoutMinutes: boundedWholeNumber(1, 7 * 24 * 60),
  },
  'emailLogin',
)

const trustedProxiesSchema = v.array(
  v.pipe(
    v.string('must be a string'),
    v.check(isAddressOrRange, 'must be an IP address or CIDR range such as 10.0.0.0/8'),
  ),
  'trustedProxies must be a list of IP addresses or CIDR ranges',
)

/**
 * Sign In With Farcaster: the ID registry (IdRegistry, `idOf`) that says which fid an address has
 * custody of, and the configured chain it is read on (OP Mainnet's in production, a local one in
 * development). Without it Farcaster sign-in answers 503. `longPollMs` is how long a status request
 * waits for the Farcaster app's answer (default 20 000; lower it behind a proxy that cuts idle
 * requests sooner), `pollIntervalMs` how often it looks meanwhile (default 500).
 */
const farcasterSchema = strictObject(
  {
    chainId: evmChainIdSchema,
    idRegistry: evmAddressSchema,
    longPollMs: boundedWholeNumber(0, 60_000),
    pollIntervalMs: boundedWholeNumber(10, 10_000),
  },
  'farcaster',
)

/** Analytics events accepted per minute from one address for one project, unless configured. */
export const defaultAnalyticsEventsPerMinute = 600

/** Chain RPC requests (a batch counts once) accepted per minute from one client address, unless configured. */
export const defaultRpcRequestsPerMinute = 1_200

/** The schema of the service's configuration. */
export const cloudConfigSchema = strictObject(
  {
    projects: v.optional(
      v.record(projectKey, projectSchema, 'projects must be an object keyed by project id'),
    ),
    certifiedWalletIds: v.optional(v.array(walletId, 'certifiedWalletIds must be a list of wallet ids')),
    chains: v.optional(chainsSchema),
    solanaChains: v.optional(solanaChainsSchema),
    bitcoinChains: v.optional(bitcoinChainsSchema),
    swapChains: v.optional(v.array(evmChainIdSchema, 'swapChains must be a list of EVM chain ids')),
    identities: v.optional(identitiesSchema),
    rateLimits: v.optional(rateLimitsSchema),
    names: v.optional(namesSchema),
    farcaster: v.optional(farcasterSchema),
    emailLogin: v.optional(emailLoginSchema),
    trustedProxies: v.optional(trustedProxiesSchema),
    sessions: v.optional(
      v.pipe(
        sessionsSchema,
        v.check(
          (sessions) => (sessions.defaultLifetimeSeconds ?? 0) <= (sessions.maxLifetimeSeconds ?? Infinity),
          'sessions.defaultLifetimeSeconds must not exceed sessions.maxLifetimeSeconds',
        ),
      ),
    ),
  },
  'the configuration',
)

/**
 * The configuration of the service, as written in a JSON file or passed to `startCloud`. Projects
 * are keyed by project id; `"*"` applies to every project not listed. A remote feature set to
 * `false` is off; a list names its providers; a field left out keeps the remote default (docs/reference/features.md#remote-defaults).
 */
export type CloudConfigInput = v.InferInput<typeof cloudConfigSchema>

/** The configuration after validation. */
export type CloudConfig = v.InferOutput<typeof cloudConfigSchema>

/** One project's settings as configured. */
export type ProjectConfig = v.InferOutput<typeof projectSchema>

/** The configuration was rejected; the message names the bad field. */
export class CloudConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CloudConfigError'
  }
}

/** Validates a configuration; throws CloudConfigError naming the first bad field. */
export function parseCloudConfig(input: unknown): CloudConfig {
  // valibot takes an array for an object; a configuration file holding a list is a mistake.
  if (Array.isArray(input))
    throw new CloudConfigError('Invalid cloud configuration: the configuration must be an object')
  const parsed = v.safeParse(cloudConfigSchema, input)
  if (!parsed.success)
    throw new CloudConfigError(`Invalid cloud configuration: ${describeIssues(parsed.issues)}`)
  return parsed.output
}
