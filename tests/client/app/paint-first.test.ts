// The build starts the app's entry module after the first paint (scripts/paint-first.mjs): the pre-rendered
// shell is never held back by the app's script.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  stagedAssets,
  startAfterFirstPaint,
  starterScript,
  withStagedAssets,
} from '../../../scripts/paint-first.mjs';

const BUILT = `<head>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
  </head>`;

/** A modulepreload as the build writes it: inert in a <template>, its address in data-sf-href. */
function waitingPreload(href: string) {
  const template = document.createElement('template');
  template.setAttribute('data-sf-preloads', '');
  template.innerHTML = `<link rel="modulepreload" crossorigin fetchpriority="low" data-sf-href="${href}">`;
  document.head.appendChild(template);
  return { link: template.content.querySelector('link')!, template };
}

const entryScripts = () =>
  [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src'));

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('paint-first entry', () => {
  it('replaces the entry script with a low-priority modulepreload, fetched after the paint, and the starter', () => {
    const html = startAfterFirstPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    // Inert in a <template> (a modulepreload without href in the document logs a console warning).
    expect(html).toContain(
      '<template data-sf-preloads><link rel="modulepreload" crossorigin fetchpriority="low" data-sf-href="/assets/index-Ab12.js"></template>',
    );
    expect(html).toContain(`<script>${starterScript('/assets/index-Ab12.js')}</script>`);
    // Vite's own modulepreloads are low priority too, and wait for the paint: the first paint needs none of them.
    expect(html).toContain(
      '<template data-sf-preloads><link rel="modulepreload" crossorigin fetchpriority="low" data-sf-href="/assets/react-1.js"></template>',
    );
    expect(html).not.toMatch(/<link rel="modulepreload"[^>]* href=/);
    expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(
      html.match(/<template data-sf-preloads>/g)!.length,
    );
  });

  it('fails the build when index.html has no entry script to replace', () => {
    expect(() => startAfterFirstPaint('<head></head>')).toThrow(/no entry/);
  });

  it('fetches the modulepreloads and adds the entry module only after a frame and a task, once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const { link: preload, template } = waitingPreload('/assets/react-1.js');
    try {
      new Function(starterScript('/assets/index-Ab12.js'))();
      expect(entryScripts()).toEqual([]); // parsed, not painted yet
      expect(preload.getAttribute('href')).toBeNull(); // nothing downloads before the first paint
      frames.splice(0).forEach((cb) => cb(0));
      expect(entryScripts()).toEqual([]); // the frame is being painted
      expect(preload.getAttribute('href')).toBeNull();
      expect(preload.isConnected).toBe(false); // still inert in its template
      vi.runAllTimers();
      expect(preload.getAttribute('href')).toBe('/assets/react-1.js');
      expect(preload.parentNode).toBe(document.head); // in the document with its address: fetched
      expect(entryScripts()).toEqual(['/assets/index-Ab12.js']);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(entryScripts()).toHaveLength(1);
    } finally {
      preload.remove();
      template.remove();
    }
  });

  it('starts the downloads a few per task, and the entry once all have started', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => cb(0));
    const waiting = Array.from({ length: 20 }, (_, i) => waitingPreload(`/assets/chunk-${i}.js`));
    const preloads = waiting.map((w) => w.link);
    const started = () => preloads.filter((l) => l.getAttribute('href') !== null).length;
    try {
      new Function(starterScript('/assets/index-Ab12.js'))();
      vi.advanceTimersToNextTimer(); // the task after the frame
      expect(started()).toBe(6);
      expect(entryScripts()).toEqual([]);
      vi.advanceTimersToNextTimer();
      expect(started()).toBe(12);
      vi.runAllTimers();
      expect(preloads.map((l) => l.getAttribute('href'))).toEqual(
        preloads.map((_, i) => `/assets/chunk-${i}.js`),
      );
      expect(entryScripts()).toEqual(['/assets/index-Ab12.js']);
    } finally {
      waiting.forEach((w) => {
        w.link.remove();
        w.template.remove();
      });
    }
  });

  it('stops a task once it has spent 4 ms starting downloads (a slow phone starts fewer per task)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => cb(0));
    // Each look at the clock is 1.5 ms later: a task reads it once, then after each download it starts.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1.5));
    const waiting = Array.from({ length: 7 }, (_, i) => waitingPreload(`/assets/chunk-${i}.js`));
    const preloads = waiting.map((w) => w.link);
    const started = () => preloads.filter((l) => l.getAttribute('href') !== null).length;
    try {
      new Function(starterScript('/assets/index-Ab12.js'))();
      vi.advanceTimersToNextTimer();
      expect(started()).toBe(3); // 1.5, 3 and 4.5 ms after the task began
      vi.advanceTimersToNextTimer();
      expect(started()).toBe(6);
      expect(entryScripts()).toEqual([]);
      vi.runAllTimers();
      expect(started()).toBe(7);
      expect(entryScripts()).toEqual(['/assets/index-Ab12.js']);
    } finally {
      waiting.forEach((w) => {
        w.link.remove();
        w.template.remove();
      });
      vi.restoreAllMocks();
    }
  });

  it('applies the route stylesheets once they have loaded, then starts the entry', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => cb(0));
    const sheets = ['/assets/home-1.css', '/assets/carousel-1.css'].map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.media = 'print';
      link.setAttribute('data-sf-route-style', '');
      document.head.appendChild(link);
      return link;
    });
    try {
      new Function(starterScript('/assets/index-Ab12.js'))();
      vi.advanceTimersByTime(1);
      expect(entryScripts()).toEqual([]); // the stylesheets are still loading
      sheets[0].dispatchEvent(new Event('load'));
      expect(entryScripts()).toEqual([]);
      expect(sheets.map((l) => l.media)).toEqual(['print', 'print']);
      sheets[1].dispatchEvent(new Event('error')); // a failed stylesheet does not hold the app back
      expect(entryScripts()).toEqual(['/assets/index-Ab12.js']);
      expect(sheets.map((l) => l.media)).toEqual(['all', 'all']);
      vi.runAllTimers();
      expect(entryScripts()).toHaveLength(1);
    } finally {
      sheets.forEach((l) => l.remove());
    }
  });

  it('starts after 3 s at most when a route stylesheet never answers', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => cb(0));
    const link = document.createElement('link');
    link.setAttribute('data-sf-route-style', '');
    link.media = 'print';
    document.head.appendChild(link);
    try {
      new Function(starterScript('/assets/index-Ab12.js'))();
      vi.advanceTimersByTime(2999);
      expect(entryScripts()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(entryScripts()).toEqual(['/assets/index-Ab12.js']);
      expect(link.media).toBe('all');
    } finally {
      link.remove();
    }
  });

  it('starts at once in a hidden page (no frames are painted there)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(starterScript('/assets/index-Ab12.js'))();
    expect(entryScripts()).toEqual(['/assets/index-Ab12.js']);
    vi.restoreAllMocks();
  });
});

/** A build's output bundle, as much of it as the staged start reads. */
function bundle() {
  const chunk = (fileName: string, imports: string[], css: string[], extra: object = {}) => ({
    type: 'chunk',
    fileName,
    imports,
    viteMetadata: { importedCss: new Set(css) },
    ...extra,
  });
  return {
    'assets/index-1.js': chunk('assets/index-1.js', ['assets/runtime-1.js'], ['assets/index-1.css'], {
      isEntry: true,
    }),
    'assets/runtime-1.js': chunk('assets/runtime-1.js', [], []),
    'assets/start-1.js': chunk(
      'assets/start-1.js',
      ['assets/runtime-1.js', 'assets/react-1.js', 'assets/router-1.js', 'assets/index-1.js'],
      ['assets/start-1.css'],
      { facadeModuleId: '/repo/client/app/start.tsx' },
    ),
    'assets/react-1.js': chunk('assets/react-1.js', [], []),
    'assets/router-1.js': chunk('assets/router-1.js', ['assets/react-1.js'], ['assets/router-1.css']),
    'assets/home-1.js': chunk('assets/home-1.js', ['assets/react-1.js'], ['assets/home-1.css']),
    'assets/start-1.css': { type: 'asset', fileName: 'assets/start-1.css', source: '.a{}' },
    'assets/router-1.css': { type: 'asset', fileName: 'assets/router-1.css', source: '.r{}' },
  };
}

describe('the staged start (client/main.tsx imports client/app/start.tsx)', () => {
  it("modulepreloads the staged chunk and what it imports, not the entry or other screens' chunks", () => {
    const b = bundle();
    expect(stagedAssets(b).scripts).toEqual([
      'assets/start-1.js',
      'assets/runtime-1.js',
      'assets/react-1.js',
      'assets/router-1.js',
    ]);
    const html = withStagedAssets(
      '<head><link rel="modulepreload" crossorigin fetchpriority="low" data-sf-href="/assets/runtime-1.js"></head>',
      b,
    );
    expect(html.match(/href="\/assets\/runtime-1.js"/g)).toHaveLength(1);
    for (const file of ['start-1', 'react-1', 'router-1']) {
      expect(html).toContain(
        `<link rel="modulepreload" crossorigin fetchpriority="low" data-sf-href="/assets/${file}.js">`,
      );
    }
    expect(html).not.toContain('home-1');
  });

  it('inlines its stylesheets (imports first) and marks each with a disabled link for the preload helper', () => {
    const b = bundle();
    expect(stagedAssets(b).styles).toEqual(['assets/router-1.css', 'assets/start-1.css']);
    const html = withStagedAssets('<head></head>', b);
    expect(html).toContain(
      '<style>.r{}</style><link rel="stylesheet" crossorigin href="/assets/router-1.css" disabled>' +
        '<style>.a{}</style><link rel="stylesheet" crossorigin href="/assets/start-1.css" disabled></head>',
    );
    expect(html).not.toContain('home-1.css');
    expect(html).not.toContain('index-1.css');
  });

  it('fails the build when the staged module is not in the bundle', () => {
    const b = bundle();
    delete (b as Record<string, unknown>)['assets/start-1.js'];
    expect(() => stagedAssets(b)).toThrow(/no chunk for client\/app\/start.tsx/);
  });
});
