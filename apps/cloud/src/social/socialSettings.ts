import * as v from 'valibot'
import { CloudConfigError } from '../config/cloudConfig'
import { describeIssues } from '../validation/describeIssues'

/** The providers social login runs by OAuth 2.0 / OpenID Connect (docs/reference/validation.md#social-providers). */
export const socialLoginProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialLoginProvider = (typeof socialLoginProviders)[number]

/** Whether `value` names a provider of the rule of docs/reference/validation.md#social-providers. */
export function isSocialLoginProvider(value: unknown): value is SocialLoginProvider {
  return typeof value === 'string' && (socialLoginProviders as readonly string[]).includes(value)
}

const httpUrl = v.pipe(
  v.string('must be a URL'),
  v.url('must be a URL'),
  v.check((value) => /^https?:\/\//.test(value), 'must be an http or https URL'),
)
const claimName = v.pipe(
  v.string('must be a claim name'),
  v.regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be a claim name'),
)

const providerSchema = v.pipe(
  v.strictObject({
    /** OpenID Connect: the issuer; its discovery document gives the endpoints and keys (nonce and ID token checked). */
    issuer: v.optional(httpUrl),
    /** OAuth 2.0 with a userinfo endpoint (GitHub, X, Discord, Facebook): the endpoints themselves. */
    endpoints: v.optional(
      v.strictObject({
        authorization: httpUrl,
        token: httpUrl,
        userinfo: httpUrl,
        /** The issuer an ID token would name if the server sends one anyway; default the authorization endpoint's origin. */
        issuer: v.optional(httpUrl),
      }),
    ),
    clientId: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
    clientSecret: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty')),
    scopes: v.array(
      v.pipe(v.string(), v.regex(/^[\x21\x23-\x5B\x5D-\x7E]+$/, 'must be a scope')),
      'must be a list of scopes',
    ),
    /** Which userinfo (or ID token) claims give the identity. Default sub, preferred_username then name, email. */
    claims: v.optional(
      v.strictObject({
        subject: v.optional(claimName),
        userName: v.optional(v.array(claimName)),
        email: v.optional(claimName),
      }),
    ),
  }),
  v.check(
    (provider) => (provider.issuer === undefined) !== (provider.endpoints === undefined),
    'give either issuer (OpenID Connect discovery) or endpoints (OAuth 2.0), not both',
  ),
)

const settingsSchema = v.strictObject({
  providers: v.record(
    v.picklist(socialLoginProviders, `must be one of ${socialLoginProviders.join(', ')}`),
    providerSchema,
  ),
  /** How long a started login may take to come back (ms). Default 10 minutes. */
  attemptTtlMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1_000))),
  /** How long a result address may wait to be redeemed (ms). Default 2 minutes. */
  resultTtlMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1_000))),
})

export type SocialLoginSettingsInput = v.InferInput<typeof settingsSchema>
export type SocialProviderSettings = v.InferOutput<typeof providerSchema>
export type SocialProviderSettingsInput = v.InferInput<typeof providerSchema>

/** The validated social login settings, with the defaults filled in. */
export interface SocialLoginSettings {
  providers: Partial<Record<SocialLoginProvider, SocialProviderSettings>>
  attemptTtlMs: number
  resultTtlMs: number
}

/** The claims a provider's identity is read from. */
export interface IdentityClaims {
  subject: string
  userName: readonly string[]
  email: string
}

export function identityClaimsOf(provider: SocialProviderSettings): IdentityClaims {
  return {
    subject: provider.claims?.subject ?? 'sub',
    userName: provider.claims?.userName ?? ['preferred_username', 'name'],
    email: provider.claims?.email ?? 'email',
  }
}

/** Validates the social login settings (a CloudConfigError names the bad field). */
export function parseSocialLoginSettings(input: unknown): SocialLoginSettings {
  const parsed = v.safeParse(settingsSchema, input)
  if (!parsed.success)
    throw new CloudConfigError(`Invalid social login settings: ${describeIssues(parsed.issues)}`)
  return {
    providers: parsed.output.providers,
    attemptTtlMs: parsed.output.attemptTtlMs ?? 10 * 60_000,
    resultTtlMs: parsed.output.resultTtlMs ?? 2 * 60_000,
  }
}
