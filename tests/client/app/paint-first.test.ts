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
  it('replaces the entry script with a modulepreload and the inline starter', () => {
    const html = startAfterFirstPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Ab12.js">');
    expect(html).toContain(`<script>${starterScript('/assets/index-Ab12.js')}</script>`);
    expect(html).toContain('href="/assets/react-1.js"');
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

  it('starts at once in a hidden page (no frames are painted there)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    new Function(starterScript('/assets/index-Ab12.js'))();
    expect(entryScripts()).toEqual(['/assets/index-Ab12.js']);
    vi.restoreAllMocks();
  });
});
