// Where start-up time goes (issue #12): phases record their duration here and main.ts logs one line once the
// server listens, e.g. "Started in 1650 ms: modules 900 ms, database 60 ms, catalog check 25 ms, catalog
// index 240 ms, ...". performance.now() counts from the process start, so "modules" is the time Node spent
// loading code before main() ran.
const phases: Array<[string, number]> = [];

/** Runs one start-up phase and records how long it took. */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    phases.push([name, performance.now() - started]);
  }
}

export function recordPhase(name: string, ms: number): void {
  phases.push([name, ms]);
}

/** The phases recorded so far, in order, rounded to milliseconds. */
export function startupPhases(): Array<[string, number]> {
  return phases.map(([name, ms]) => [name, Math.round(ms)]);
}

export function startupSummary(totalMs = performance.now()): string {
  const parts = startupPhases().map(([name, ms]) => `${name} ${ms} ms`);
  return `Started in ${Math.round(totalMs)} ms since the process began: ${parts.join(', ')}`;
}
