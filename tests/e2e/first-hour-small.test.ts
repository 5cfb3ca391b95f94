// The small things of issue #36 item 9, measured in the page: the footer's country select shows the whole name at
// 1280 px, the contact e-mail stays inside its card at 390 px, the first card of a row keeps its focus ring, the
// sixth 'You May Also Like' card is not clipped, hover styles apply only where a pointer hovers, the phone menu
// closes after a country is picked, and the country select's focus ring is the theme's 2 px yellow.
import { describe, expect, it } from 'vitest';
import { screenshot, setupSite, withPage } from './support/harness';

const h = setupSite();
const WAIT = { timeout: 30_000 };
const SHOTS = { dir: 'test-results/first-hour' };

describe('small things', () => {
  it('footer select, country focus ring, hover rules and the sixth similar card at 1280 px', async () => {
    await withPage(h, async (page) => {
      await page.goto(`${h.server.url}/movies/fight-club`);
      await page.getByTestId('availability-panel').waitFor(WAIT);
      // Every :hover rule of the site's own sheets sits in @media (hover: hover).
      const loose = await page.evaluate(() => {
        const out: string[] = [];
        const walk = (rules: CSSRuleList, inHover: boolean) => {
          for (const rule of rules) {
            if (rule instanceof CSSMediaRule)
              walk(rule.cssRules, inHover || rule.conditionText.includes('hover: hover'));
            else if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules)
              walk((rule as CSSGroupingRule).cssRules, inHover);
            if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover') && !inHover)
              out.push(rule.selectorText);
          }
        };
        for (const sheet of document.styleSheets) {
          if ((sheet.ownerNode as Element | null)?.hasAttribute('data-emotion')) continue;
          try {
            walk(sheet.cssRules, false);
          } catch {
            /* another origin */
          }
        }
        return out;
      });
      expect(loose).toEqual([]);

      const footerSelect = page.locator('footer [data-testid=country-select]');
      await footerSelect.scrollIntoViewIfNeeded();
      const fits = await footerSelect.evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = ctx.measureText(el.selectedOptions[0].text).width;
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: el.selectedOptions[0].text, fits: text <= room };
      });
      expect(fits).toEqual({ text: 'United States of America', fits: true });
      await footerSelect.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const ring = await footerSelect.evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.outlineStyle, s.outlineWidth, s.outlineColor];
      });
      expect(ring).toEqual(['solid', '2px', 'rgb(250, 204, 21)']);
      await screenshot(page, 'footer-1280', { ...SHOTS, fullPage: false });

      const row = page.locator('section', { hasText: 'You May Also Like' }).getByTestId('carousel-track');
      await row.scrollIntoViewIfNeeded();
      await row.locator('li').nth(5).waitFor(WAIT);
      const sixth = await row.evaluate((ul) => {
        const box = ul.getBoundingClientRect();
        const card = ul.querySelectorAll('li')[5].getBoundingClientRect();
        return { rowRight: Math.round(box.right), cardRight: Math.round(card.right) };
      });
      expect(sixth.cardRight).toBeLessThanOrEqual(sixth.rowRight);
      // The first card's focus ring (3 px + 2 px offset) fits inside the row, which clips what leaves it.
      await row.locator('[data-testid=title-card]').first().focus();
      const first = await row.evaluate((ul) => {
        const box = ul.getBoundingClientRect();
        const card = ul.querySelector('[data-testid=title-card]')!.getBoundingClientRect();
        return { left: card.left - 5 - box.left, top: card.top - 5 - box.top };
      });
      expect(first.left).toBeGreaterThanOrEqual(0);
      expect(first.top).toBeGreaterThanOrEqual(0);
      await screenshot(page, 'similar-focus-1280', { ...SHOTS, fullPage: false });
    });
  });

  it('contact e-mail inside its card and the phone menu closing after a country is picked, at 390 px', async () => {
    await withPage(
      h,
      async (page) => {
        await page.goto(`${h.server.url}/contact`);
        const mail = page.locator('main a[href^="mailto:"]');
        await mail.waitFor(WAIT);
        const inside = await mail.evaluate((a) => {
          const card = a.parentElement!.getBoundingClientRect();
          const pad = parseFloat(getComputedStyle(a.parentElement!).paddingRight);
          return a.getBoundingClientRect().right <= card.right - pad + 0.5;
        });
        expect(inside).toBe(true);
        await screenshot(page, 'contact-390', { ...SHOTS, fullPage: false });

        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByTestId('mobile-menu');
        await menu.waitFor(WAIT);
        const select = menu.getByTestId('country-select');
        await expect.poll(() => select.locator('option').count(), WAIT).toBeGreaterThan(10);
        await select.selectOption('DE');
        await menu.waitFor({ state: 'hidden', ...WAIT });
        expect(await page.evaluate(() => localStorage.getItem('selectedCountry'))).toBe('DE');
      },
      { width: 'mobile' },
    );
  });
});
