/**
 * Resolves with `value` in a later task of the event loop: the input events and rendering waiting
 * meanwhile (a press, the modal's frame it shows) run first, rather than after one long task.
 */
export function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0))
}
