// The build starts the app's entry module after the first paint (scripts/paint-first.mjs): the pre-rendered
// shell is never held back by the app's script.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint, starterScript } from '../../../scripts/paint-first.mjs';

const BUILT = `<head>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
  </head>`;

const entryScripts = () =>
  [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src'));

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('paint-first entry', () => {
  it('replaces the entry script with a low-priority modulepreload and the inline starter', () => {
    const html = startAfterFirstPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-Ab12.js">',
    );
    expect(html).toContain(`<script>${starterScript('/assets/index-Ab12.js')}</script>`);
    // Vite's own modulepreloads are low priority too: the first paint needs none of them.
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-1.js">',
    );
    expect(html).not.toContain('<link rel="modulepreload" crossorigin href=');
  });

  it('fails the build when index.html has no entry script to replace', () => {
    expect(() => startAfterFirstPaint('<head></head>')).toThrow(/no entry/);
  });

  it('adds the entry module only after a frame and a task, once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    new Function(starterScript('/assets/index-Ab12.js'))();
    expect(entryScripts()).toEqual([]); // parsed, not painted yet
    frames.splice(0).forEach((cb) => cb(0));
    expect(entryScripts()).toEqual([]); // the frame is being painted
    vi.runAllTimers();
    expect(entryScripts()).toEqual(['/assets/index-Ab12.js']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toHaveLength(1);
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
