import { availableParallelism } from 'node:os';

/**
 * Calls `work` on every item, as many at once as the machine has cores: for work done off the main thread (sharp
 * decoding or encoding a picture), which one at a time leaves the other cores idle.
 */
export async function eachPerCore<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), items.length) }, worker));
}
