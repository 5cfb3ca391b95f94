// The discover sliders show keyboard focus (issue #45 item 7: a focused handle looked the same as an unfocused
// one). WCAG 2.4.7 asks for a visible indicator; 2.4.13's measure is used here: the pixels that change when a
// handle takes focus must cover at least a 2 px ring around it, each changed pixel in 3:1 contrast between its
// unfocused and focused colours.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { animationsSettled, setupSite, siteContext } from './support/harness';

const h = setupSite();

type Rgb = [number, number, number];

const luminance = ([r, g, b]: Rgb) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

/** The area around the handle (8 px each side), as RGB pixels. */
async function pixelsAround(page: Page, thumb: Locator) {
  const box = (await thumb.boundingBox())!;
  const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
  const png = await page.screenshot({ clip, animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, thumb: box };
}

describe('discover sliders', () => {
  it.each([
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.mobile],
  ])('mark a keyboard-focused handle with a ring in 3:1 contrast (%s)', async (_, viewport) => {
    const context = await siteContext(h.browser, 'US', { viewport, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await page.goto(`${h.server.url}/advanced-search`);
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Show Filters' }).click();
      }
      const thumb = page.getByRole('slider', { name: 'Minimum rating' });
      await thumb.waitFor({ timeout: 30_000 });
      await page.getByTestId('result-count').waitFor({ timeout: 30_000 });
      // Reached by the keyboard: Tab from the control before it.
      await thumb.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await thumb.evaluate((el) => el === document.activeElement)).toBe(true);
      await animationsSettled(page);
      const focused = await pixelsAround(page, thumb);
      await page.keyboard.press('Shift+Tab');
      expect(await thumb.evaluate((el) => el !== document.activeElement)).toBe(true);
      await animationsSettled(page);
      const unfocused = await pixelsAround(page, thumb);
      expect([focused.width, focused.height]).toEqual([unfocused.width, unfocused.height]);

      let changed = 0;
      for (let i = 0; i < focused.data.length; i += 3) {
        const a: Rgb = [focused.data[i], focused.data[i + 1], focused.data[i + 2]];
        const b: Rgb = [unfocused.data[i], unfocused.data[i + 1], unfocused.data[i + 2]];
        if (contrast(a, b) >= 3) changed++;
      }
      // The handle is a circle: a 2 px ring along its perimeter is 2 x pi x d pixels (device pixels are CSS
      // pixels here).
      expect(await thumb.evaluate((el) => getComputedStyle(el).borderRadius)).toMatch(/^(9999px|50%)$/);
      const ring = Math.round(2 * Math.PI * focused.thumb.width);
      expect(changed, `pixels changed at 3:1 by focus (a 2 px ring is ${ring})`).toBeGreaterThanOrEqual(ring);
    } finally {
      await context.close();
    }
  });
});
