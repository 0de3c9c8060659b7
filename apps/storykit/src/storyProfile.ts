/**
 * Answers the profile calls of stories (account names): a typed name containing "taken" is
 * registered, every other one free, with two free variations.
 */
export function storyProfileResponse(url: URL): Response | undefined {
  const suggestions = url.pathname.match(/^\/v1\/profile\/suggestions\/([^/]+)$/)
  if (!suggestions) return undefined
  const label = decodeURIComponent(suggestions[1] ?? '').toLowerCase()
  const zone = url.searchParams.get('zone') ?? 'gatehouse.id'
  return Response.json({
    suggestions: [
      { name: `${label}.${zone}`, registered: label.includes('taken') },
      { name: `${label}1.${zone}`, registered: false },
      { name: `${label}-id.${zone}`, registered: false },
    ],
  })
}
