/**
 * Solana mainnet's cluster id (the first 32 characters of its genesis hash), on its own so code that
 * only needs the id does not import the network's definition (which pulls `defineNetwork` into a lazy
 * chunk and made the bundler split the host's first chunk: 0.9 kB more before the first intent).
 */
export const solanaMainnetReference = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
