import { chromium } from 'playwright-core';
const [path='/advanced-search/movie', w='1280', rate='4'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (let i = 0; i < 3; i++) {
  const ctx = await browser.newContext({ viewport: { width: Number(w), height: 800 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
  await page.addInitScript(() => {
    window.__s = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) { if (e.hadRecentInput) continue;
      for (const s of e.sources ?? []) { const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        const path = []; let n = el; while (n && n !== document.body && path.length < 6) { path.unshift(n.tagName + (n.getAttribute('data-testid') ? '[' + n.getAttribute('data-testid') + ']' : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : '')); n = n.parentElement; }
        window.__s.push(`${e.startTime.toFixed(0)}ms ${e.value.toFixed(4)} ${path.join(' > ')} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`); } } }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('http://127.0.0.1:3100' + path);
  await page.waitForTimeout(6000);
  console.log('run', i, (await page.evaluate(() => window.__s)).join('\n'));
  await ctx.close();
}
await browser.close();
