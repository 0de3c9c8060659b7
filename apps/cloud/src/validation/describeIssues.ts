import * as v from 'valibot'

/**
 * One readable sentence for the first problem valibot found, led by the dotted path of the bad field
 * (`projects.demo.features.socials.2: ...`) unless the message already names it.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues
  if (!issue) return 'invalid input'
  const path = v.getDotPath(issue)
  if (!path || issue.message.startsWith(path)) return issue.message
  return `${path}: ${issue.message}`
}
