/**
 * The address of the embedded wallet's secure frame on the service's frame origin (apps/cloud serves
 * it on a port of its own): `/frame?projectId&origin`, where `origin` is the host page's origin. The
 * service answers the page only when that origin is allowed for the project, and the frame talks only
 * to a parent window of that origin.
 */
export function embeddedFrameUrl(
  frameOrigin: string,
  options: { projectId: string; origin: string },
): string {
  const url = new URL('/frame', frameOrigin)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('origin', options.origin)
  return url.href
}
