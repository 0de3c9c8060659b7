import {
  createFeatureContext,
  narrowFeatureContext,
  type AnyFeatureManifest,
  type Kit,
} from '@gatehouse/controllers'

/**
 * Runs the page-load work of `pending` (see pendingPageLoadWork), each with its feature's context (the
 * members its manifest's `needs` names, no other). A
 * module of its own, loaded only when some feature has work: no other page pays for it. A failure is
 * the feature's to report; it never stops the others.
 */
export async function runPageLoadWork(kit: Kit, pending: readonly AnyFeatureManifest[]): Promise<void> {
  const context = createFeatureContext(kit)
  await Promise.all(
    pending.map((feature) =>
      feature.onPageLoad?.run(narrowFeatureContext(context, feature.needs)).catch((error: unknown) => {
        console.error('[gatehouse] a feature could not finish its work on page load', error)
      }),
    ),
  )
}
