#!/usr/bin/env node
// The message catalogs' check (issue #46, run by `npm run check`): every key of the English catalog
// (client/i18n/messages/en.json, the source of the key type) exists in every other catalog, no catalog has a key
// English lacks, every message parses as ICU, and each translation uses the same placeholders (arguments, plural
// and select variables, rich-text tags) as the English message. Exit 1 with a line per problem.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** The names a message uses: {name}, {n, plural, …}, <tag>…</tag>, from every branch. */
export function placeholders(elements, into = new Set()) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      placeholders(el.children, into);
      continue;
    }
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) placeholders(option.value, into);
  }
  return into;
}

/** The problems of the catalogs `{ en: {...}, de: {...} }` (English is the reference). */
export function checkCatalogs(catalogs) {
  const problems = [];
  const en = catalogs.en;
  if (!en) return ['no English catalog (en.json)'];
  const parsed = {};
  for (const [lang, messages] of Object.entries(catalogs)) {
    parsed[lang] = {};
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message !== 'string') {
        problems.push(`${lang}: "${key}" is not a string`);
        continue;
      }
      try {
        parsed[lang][key] = parse(message);
      } catch (err) {
        problems.push(
          `${lang}: "${key}" does not parse as ICU (${err instanceof Error ? err.message : err})`,
        );
      }
    }
  }
  for (const [lang, messages] of Object.entries(catalogs)) {
    if (lang === 'en') continue;
    for (const key of Object.keys(en)) if (!(key in messages)) problems.push(`${lang}: missing "${key}"`);
    for (const key of Object.keys(messages))
      if (!(key in en)) problems.push(`${lang}: "${key}" is not in en`);
    for (const key of Object.keys(en)) {
      const want = parsed.en[key];
      const got = parsed[lang][key];
      if (!want || !got) continue;
      const a = [...placeholders(want)].sort().join(', ');
      const b = [...placeholders(got)].sort().join(', ');
      if (a !== b) problems.push(`${lang}: "${key}" uses {${b}}, English uses {${a}}`);
    }
  }
  return problems;
}

/** Every catalog of `dir` (one <lang>.json a language). */
export function readCatalogs(dir) {
  const catalogs = {};
  for (const file of readdirSync(dir).filter((f) => /^[a-z]{2}\.json$/.test(f)))
    catalogs[file.slice(0, 2)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  return catalogs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../client/i18n/messages', import.meta.url));
  const catalogs = readCatalogs(dir);
  const problems = checkCatalogs(catalogs);
  if (problems.length) {
    console.error(`i18n-check: ${problems.length} problem(s) in client/i18n/messages:`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  const keys = Object.keys(catalogs.en ?? {}).length;
  console.log(`i18n-check: ${Object.keys(catalogs).length} catalogs, ${keys} keys each, placeholders agree`);
}
