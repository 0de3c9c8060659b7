import type { CloudConfig, ProjectConfig } from './cloudConfig'

/** The remote features (docs/reference/features.md#remote-features), in the order the config call lists them. */
export const remoteFeatureIds = ['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding'] as const

/** A remote feature id. */
export type RemoteFeatureId = (typeof remoteFeatureIds)[number]

/** One entry of the config call's `features` list. */
export interface RemoteFeature {
  id: RemoteFeatureId
  isEnabled: boolean
  /** The providers of a list feature (socials, swaps, onramp); null for the others or when off. */
  config: string[] | null
}

/**
 * The remote defaults (docs/reference/features.md#remote-defaults): socials google, x, discord, farcaster, github, apple, facebook;
 * swaps through an aggregator; on-ramp through a card provider and a second provider; the rest on.
 */
export const remoteFeatureDefaults = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: ['1inch'],
  onramp: ['coinbase', 'meld'],
  activity: true,
  reownBranding: true,
} as const satisfies Record<RemoteFeatureId, boolean | readonly string[]>

/** What the service answers for one project. */
export interface ProjectSettings {
  features: RemoteFeature[]
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
}

/** The project's own entry, else the `"*"` entry, else nothing (all defaults). */
function projectEntry(config: CloudConfig, projectId: string): ProjectConfig {
  const projects = config.projects ?? {}
  if (Object.hasOwn(projects, projectId)) return projects[projectId] ?? {}
  return projects['*'] ?? {}
}

/** The settings of a project: its configuration over the remote defaults. */
export function projectSettings(config: CloudConfig, projectId: string): ProjectSettings {
  const project = projectEntry(config, projectId)
  const features = remoteFeatureIds.map((id): RemoteFeature => {
    const value = project.features?.[id] ?? remoteFeatureDefaults[id]
    if (value === false) return { id, isEnabled: false, config: null }
    if (value === true) return { id, isEnabled: true, config: null }
    return { id, isEnabled: true, config: [...value] }
  })
  return {
    features,
    allowedOrigins: [...(project.allowedOrigins ?? [])],
    isAnalyticsEnabled: project.analytics ?? true,
  }
}
