/**
 * Lighthouse's CPU slowdown is relative to the machine it runs on: its default ×4 turns a high-end desktop into a
 * mid-tier phone. Its throttling docs (docs/throttling.md, "Benchmarking CPU Power" and "Calibrating the CPU
 * slowdown") class a host by its benchmark index and give the slowdown that models that phone from each class:
 *
 *   host class          benchmark index   slowdown to a mid-tier phone
 *   high-end desktop    1 500–2 000       ×4
 *   low-end desktop     1 000–1 500       ×2
 *   high-end phone        800–1 200       ×2
 *   mid-tier phone        125–800         ×1
 */

/** The slowdown that models a mid-tier phone on a host of this benchmark index (above 2 000 stays ×4). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`a benchmark index is a positive number, not ${benchmarkIndex}`);
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

/** Lighthouse's default, which the benchmark keeps as its second column. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The phone network every section that loads pages in Chromium uses (DevTools network throttling): the round trip
 * and throughput of Lighthouse's mobile profile (its "slow 4G").
 */
export const PHONE_NETWORK = { latencyMs: 150, downloadMbit: 1.6, uploadMbit: 0.75 };

/** `Network.emulateNetworkConditions` parameters for PHONE_NETWORK (throughputs in bytes per second). */
export const phoneNetworkConditions = () => ({
  offline: false,
  latency: PHONE_NETWORK.latencyMs,
  downloadThroughput: (PHONE_NETWORK.downloadMbit * 1_000_000) / 8,
  uploadThroughput: (PHONE_NETWORK.uploadMbit * 1_000_000) / 8,
});
