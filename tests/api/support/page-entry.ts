// A small client for the page cache's tests: a built index.html and a server entry (the ServerEntry contract of
// api/src/contract/page-render.ts) in a temp folder. The entry renders a page from the movie the API answers, with
// the visitor's country, and counts its renders in this process (the API loads it in process, as the real one).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SHELL = (
  build: string,
) => `<!doctype html><html lang="en"><head><!--seo-head--><title>Shell</title><!--/seo-head-->
</head><body><div id="root"><!--app-root--></div><script type="module" src="/assets/index-${build}.js"></script></body></html>`;

/** The server entry: the movie's title as the page's h1, the visitor's country, a render counter. */
const ENTRY = `
export async function render({ url, country, origin, api }) {
  globalThis.__sfRenders = (globalThis.__sfRenders ?? 0) + 1;
  const res = await api('/api/movie/550?region=' + country, { method: 'GET' });
  const movie = await res.json();
  const html = '<main><h1>' + movie.title + '</h1><p>' + url + ' in ' + country + '</p>' + 'x'.repeat(3000) + '</main>';
  return {
    html, status: 200, head: { origin, title: movie.title }, passes: 1, fetched: ['/api/movie/550'],
    state: { queries: [{ queryKey: ['title', 'movie', 550, country], state: { data: { title: movie.title } } }], mutations: [] },
    queries: 1, complete: true,
  };
}
`;

export const renders = () => (globalThis as { __sfRenders?: number }).__sfRenders ?? 0;

export function client(build: string): string {
  const root = mkdtempSync(join(tmpdir(), 'sf-page-cache-'));
  mkdirSync(join(root, 'client'));
  mkdirSync(join(root, 'server'));
  writeFileSync(join(root, 'client', 'index.html'), SHELL(build));
  writeFileSync(join(root, 'server', 'entry-server.mjs'), ENTRY);
  return root;
}
