/**
 * Module resolution hook of useFastify.ts (runs on Node's loader thread): the hand-written request
 * listener's module resolves to the Fastify one.
 */
type Resolved = { url: string; format?: string | null; shortCircuit?: boolean }
type NextResolve = (specifier: string, context: { parentURL?: string }) => Promise<Resolved>

const swapped = new URL('./fastifyRequestListener.ts', import.meta.url).href

export async function resolve(
  specifier: string,
  context: { parentURL?: string },
  nextResolve: NextResolve,
): Promise<Resolved> {
  const resolved = await nextResolve(specifier, context)
  return resolved.url.endsWith('/src/http/requestListener.ts') ? { ...resolved, url: swapped } : resolved
}
