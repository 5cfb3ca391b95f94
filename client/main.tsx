// The entry. The inline starter (scripts/paint-first.mjs) runs it after the server's first screen has painted;
// it evaluates the app's code in stages, each a task of its own: React (its chunk), then the app (app/start.tsx
// and the router, query and screen chunks it imports). As one module graph they were one task of ~210 ms on a
// phone (4x CPU), which Lighthouse counts as ~160 ms of blocking time; the browser can paint, and answer a tap,
// between stages. Both stages' chunks are modulepreloaded by index.html (scripts/paint-first.mjs), so staging
// adds no download.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp())
  .catch((err: unknown) => console.error('StreamFinder could not start', err));
