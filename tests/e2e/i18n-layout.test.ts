// Layout that survives German and Korean (issue #46): home, a title page, discover and My List (with titles
// saved, so its cards and buttons show) in `de` and `ko` at 360 and 1280 px, and the header and the mobile menu
// at 360 px. Each screen is saved under test-results/i18n-layout/ (to look at), and the test fails naming each
// element that reaches past the viewport, whose content sticks out of its own box (a child wider than its
// parent: a word too long for its button, a row of chips wider than its card), or whose text is clipped
// (scrollWidth past clientWidth where it hides its overflow or cuts it with an ellipsis).
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsSettled,
  hydrated,
  nextFrames,
  screenshot,
  setupSite,
  siteContext,
} from './support/harness';

const h = setupSite();
const WIDTHS = [360, 1280] as const;
const HEIGHT = 800;
const DIR = 'test-results/i18n-layout';

const LANGS = [
  { lang: 'de', country: 'DE', title: '/de/movies/fight-club' },
  { lang: 'ko', country: 'KR', title: '/ko/movie/670' },
] as const;

/** Titles saved to My List before its screen is checked (a movie, a show, a title in the page's language). */
const SAVED = ['/movie/550', '/tv/70523', '/movie/670'];

/**
 * What reaches past the viewport, sticks out of its box or clips its text, and (in Korean) where a line breaks
 * inside a word, as 'element: why' lines.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid') ?? el.getAttribute('data-part') ?? el.className.toString();
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id ? `[${String(id).slice(0, 50)}]` : ''} "${text}"`;
    };
    if (document.documentElement.scrollWidth > vw)
      found.push(`document: scrollWidth ${document.documentElement.scrollWidth} > ${vw}`);
    // An ancestor that hides or scrolls its overflow holds what reaches past it (a carousel, a scroller).
    const held = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== 'visible' || s.contain.includes('paint')) return true;
      }
      return false;
    };
    const hidden = (el: Element, s: CSSStyleDeclaration, r: DOMRect) =>
      s.visibility === 'hidden' ||
      s.display === 'contents' ||
      r.width <= 1 ||
      r.height <= 1 ||
      (s.position === 'absolute' && s.clip === 'rect(0px, 0px, 0px, 0px)') ||
      el.closest('[aria-hidden=true][data-part=positioner], [hidden], [inert]') !== null;
    /** The box's inner edges (inside its borders), where its children and text belong. */
    const inner = (el: Element, s: CSSStyleDeclaration) => {
      const r = el.getBoundingClientRect();
      return {
        left: r.left + parseFloat(s.borderLeftWidth),
        right: r.right - parseFloat(s.borderRightWidth),
      };
    };
    const past = (r: { left: number; right: number }, box: { left: number; right: number }) =>
      r.right > box.right + 1 || r.left < box.left - 1;
    const hangul = /\p{Script=Hangul}/u;
    for (const el of document.body.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (hidden(el, s, r) || el instanceof SVGElement) continue;
      if ((r.left < -0.5 || r.right > vw + 0.5) && !held(el))
        found.push(`${name(el)}: spans x=${Math.round(r.left)}-${Math.round(r.right)} of ${vw}`);
      const clips = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim())
        found.push(`${name(el)}: text clipped (${el.scrollWidth} > ${el.clientWidth})`);
      // A child in the flow drawn past its parent's edge (one pulled out on purpose, by a negative margin or
      // absolute position, is left alone), and the element's own text past its edge.
      const parent = el.parentElement;
      const ps = parent && getComputedStyle(parent);
      const placed = s.position === 'absolute' || s.position === 'fixed';
      const pulled = parseFloat(s.marginLeft) < 0 || parseFloat(s.marginRight) < 0;
      if (parent && ps && ps.overflowX === 'visible' && !['inline', 'contents'].includes(ps.display))
        if (!placed && !pulled && past(r, inner(parent, ps)))
          found.push(`${name(el)}: sticks out of ${name(parent)}`);
      if (s.overflowX !== 'visible' || s.display === 'inline') continue;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (past(range.getBoundingClientRect(), inner(el, s))) found.push(`${name(el)}: its text sticks out`);
        // Korean breaks between words, not inside one: a new line between two Hangul letters splits a word.
        const text = node.textContent;
        if (!hangul.test(text)) continue;
        let top: number | undefined;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          if (top !== undefined && box.top > top + 2 && hangul.test(text[i]) && hangul.test(text[i - 1]))
            found.push(
              `${name(el)}: a line breaks inside the word at "${text.slice(Math.max(0, i - 4), i + 4)}"`,
            );
          top = box.top;
        }
      }
    }
    return found;
  });
}

async function open(page: Page, path: string) {
  const res = await page.goto(h.server.url + path);
  expect(res?.status(), path).toBe(200);
  await hydrated(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy=true]'), null, { timeout: 30_000 });
}

/** Checks the page at each width and saves its screenshot there; returns the findings as lines. */
async function check(page: Page, name: string, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const out: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    await nextFrames(page);
    await animationsSettled(page);
    out.push(...(await overflowing(page)).map((f) => `${name} @${width}: ${f}`));
    // The screenshot paints the whole page: sections below the fold skip their painting otherwise.
    const style = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await screenshot(page, `${name}-${width}`, { dir: DIR });
    await style.evaluate((el) => (el as Element).remove());
  }
  return out;
}

/** Saves the titles through their pages' header toggle, as a visitor does. */
async function save(page: Page, lang: string) {
  for (const path of SAVED) {
    await open(page, `/${lang}${path}`);
    // Once the toggle knows the title is not saved yet (the list is read from the device), a click saves it.
    await page.locator('[data-testid=title-save][aria-pressed=false]').waitFor({ timeout: 30_000 });
    await page.getByTestId('title-save').click();
    await page.locator('[data-testid=title-save][aria-pressed=true]').waitFor({ timeout: 30_000 });
  }
}

describe('layout in German and Korean (issue #46)', () => {
  it('has a Korean font to draw Hangul with (npm test installs fonts-nanum)', () => {
    // Without one, Chromium draws empty boxes of another width, and the Korean screens measure nothing real.
    expect(spawnSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).stdout.trim()).not.toBe('');
  });

  describe.each(LANGS)('$lang', (l) => {
    /** Runs `fn` on a page of its own context (the language's country saved), closed afterwards. */
    async function inContext(fn: (page: Page) => Promise<string[]>) {
      const context = await siteContext(h.browser, l.country, {
        viewport: { width: WIDTHS[0], height: HEIGHT },
      });
      try {
        expect(await fn(await context.newPage())).toEqual([]);
      } finally {
        await context.close();
      }
    }

    it.each([
      ['home', `/${l.lang}/`],
      ['title', l.title],
      ['discover', `/${l.lang}/advanced-search/movie`],
    ])('%s at 360 and 1280 px', (name, path) =>
      inContext(async (page) => {
        await open(page, path);
        return check(page, `${l.lang}-${name}`);
      }),
    );

    it('My List with titles saved at 360 and 1280 px', () =>
      inContext(async (page) => {
        await save(page, l.lang);
        await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
        await open(page, `/${l.lang}/my-list`);
        await page
          .getByTestId('my-list-item')
          .nth(SAVED.length - 1)
          .waitFor({ timeout: 30_000 });
        return check(page, `${l.lang}-my-list`);
      }));

    it('the header and the open mobile menu at 360 px', () =>
      inContext(async (page) => {
        await open(page, `/${l.lang}/`);
        await page.getByTestId('menu-toggle').click();
        await page.getByTestId('mobile-menu').waitFor();
        return check(page, `${l.lang}-mobile-menu`, [360]);
      }));
  });
});
