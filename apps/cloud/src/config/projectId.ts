/**
 * What a project id is made of: letters, digits, hyphens and underscores, 1 to 128 of them (Reown's
 * are 32 hex digits; ours are names such as `gatehouse-demo`). The configuration's keys and every
 * request's `projectId` follow it, so a configured project can always be asked for.
 */
export const projectIdPattern = /^[A-Za-z0-9_-]+$/
export const projectIdMaxLength = 128
