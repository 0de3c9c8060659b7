/**
 * Thrown when wagmi's config is used before the adapter's wagmi code has loaded. It is an Error for
 * code outside React (its message says what to do instead) and a thenable for React: read during a
 * render (`<WagmiProvider config={wagmiAdapter.wagmiConfig}>`), it suspends that render until the
 * config is ready, then React renders again.
 */
export class WagmiConfigLoading extends Error {
  override readonly name = 'WagmiConfigLoading'

  constructor(private readonly ready: Promise<unknown>) {
    super(
      'WagmiAdapter: wagmiConfig is still loading. Use it while React renders (WagmiProvider waits for it), ' +
        'or await wagmiAdapter.getWagmiConfig() outside React.',
    )
  }

  then<T, E = never>(
    onReady?: ((value: unknown) => T | PromiseLike<T>) | null,
    onFailed?: ((reason: unknown) => E | PromiseLike<E>) | null,
  ): Promise<T | E> {
    return this.ready.then(onReady, onFailed)
  }
}
