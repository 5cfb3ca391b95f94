// What the language tests compare a page's text against (issue #46): the catalogs, the English messages a
// language translates differently, the shape of an untranslated key, and the text a page shows (text nodes
// and the labels a screen reader says). Used by i18n-screens.test.ts and i18n-dialogs.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const LANGS = ['de', 'fr', 'es', 'it', 'ko'] as const;

export const catalog = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '../../../client/i18n/messages', `${lang}.json`), 'utf8'));

const leftoverSets = new Map<string, ReadonlySet<string>>();

/**
 * The English messages that are plain text (no argument, no tag) and differ from `lang`'s translation (made once
 * per language: a file checks dozens of pages per language).
 */
export function englishLeftovers(lang: string): ReadonlySet<string> {
  let set = leftoverSets.get(lang);
  if (!set) {
    const en = catalog('en');
    const other = catalog(lang);
    set = new Set(
      Object.entries(en)
        .filter(([key, text]) => !/[{<]/.test(text) && other[key] !== text)
        .map(([, text]) => text.trim()),
    );
    leftoverSets.set(lang, set);
  }
  return set;
}

export const UNTRANSLATED_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9-]+)+$/;

/** The page's text nodes (outside script/style and text marked lang="en") and its aria-label/placeholder/title. */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      // A name the API has only in English is marked lang="en" on purpose (issue #46): no English left over.
      if (!parent || parent.closest('script,style,noscript,template,[lang="en"]')) continue;
      const text = n.textContent?.trim();
      if (text) out.push(text);
    }
    // Labels a screen reader says are text too.
    for (const el of document.body.querySelectorAll('[aria-label],[placeholder],[title]'))
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    return out;
  });
}

/** What of the page is left in English: untranslated keys and English catalog messages (both should be []). */
export async function leftovers(page: Page, lang: string): Promise<{ keys: string[]; english: string[] }> {
  const texts = await pageTexts(page);
  const english = englishLeftovers(lang);
  return {
    keys: texts.filter((t) => UNTRANSLATED_KEY.test(t)),
    english: texts.filter((t) => english.has(t)),
  };
}

/** A message's literal text around its arguments: 'Matched ({count})' -> ['Matched (', ')']. */
function literals(message: string): string[] {
  const parts = [''];
  let depth = 0;
  for (const ch of message) {
    if (ch === '{') {
      if (depth++ === 0) parts.push('');
    } else if (ch === '}') depth--;
    else if (depth === 0) parts[parts.length - 1] += ch;
  }
  return parts;
}

/**
 * The English messages with arguments (no tags) that `lang` translates differently, as patterns of their whole
 * text ('Matched (12)' matches 'Matched ({count})'); only those with 8 letters or more of their own, so a
 * pattern like '{format}: {count}' does not match every text.
 */
export function englishPatterns(lang: string): Array<{ key: string; pattern: RegExp }> {
  const en = catalog('en');
  const other = catalog(lang);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.entries(en)
    .filter(([key, text]) => text.includes('{') && !text.includes('<') && other[key] !== text)
    .map(([key, text]) => ({ key, parts: literals(text) }))
    .filter(({ parts }) => (parts.join('').match(/\p{L}/gu) ?? []).length >= 8)
    .map(({ key, parts }) => ({ key, pattern: new RegExp(`^${parts.map(escape).join('.+')}$`, 's') }));
}

/** Texts of the page that are an English message with its arguments filled in, with the message's key. */
export async function englishWithArguments(page: Page, lang: string): Promise<string[]> {
  const texts = await pageTexts(page);
  const patterns = englishPatterns(lang);
  return texts.flatMap((t) => patterns.filter((p) => p.pattern.test(t)).map((p) => `${p.key}: ${t}`));
}
