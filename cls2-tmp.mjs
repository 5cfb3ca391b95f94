import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => {
  window.__log = []; let last = '';
  const tick = () => {
    const main = document.querySelector('main');
    if (main) {
      const parts = [];
      const walk = (el, depth) => { if (depth > 5) return; for (const c of el.children) { const r = c.getBoundingClientRect(); parts.push(`${'  '.repeat(depth)}${c.tagName}.${String(c.className).split(' ')[0]} y=${r.top.toFixed(0)} h=${r.height.toFixed(0)}`); if (r.top < 300) walk(c, depth + 1); } };
      walk(main, 0);
      const s = parts.join('\n');
      if (s !== last) { window.__log.push(performance.now().toFixed(0) + '\n' + s); last = s; }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});
await page.goto('http://127.0.0.1:3100/advanced-search/movie');
await page.waitForTimeout(7000);
const log = await page.evaluate(() => window.__log);
console.log(log.slice(-4).join('\n-----\n'));
await browser.close();
