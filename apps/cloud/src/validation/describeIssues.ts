import * as v from 'valibot'

/**
 * One readable sentence for the first problem valibot found, naming the bad field by its dotted
 * path: `projects.demo.features.socials.2: must be one of ...`, or `0.name is required` when the
 * message already starts with the field's own name.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues
  if (!issue) return 'invalid input'
  const path = v.getDotPath(issue)
  if (!path) return issue.message
  const parts = path.split('.')
  const field = parts.pop() ?? ''
  if (issue.message === field || issue.message.startsWith(`${field} `)) {
    return [...parts, issue.message].join('.')
  }
  return `${path}: ${issue.message}`
}
