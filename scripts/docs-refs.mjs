#!/usr/bin/env node
// Keeps every reference to the product's documents inside the repository (docs/).
//   node scripts/docs-refs.mjs          rewrite older forms in place, then check
//   node scripts/docs-refs.mjs --check  only check (part of `npm run check`); exit 1 on a problem
// Rewrites: "decisions #9" -> "docs/decisions.md #9", "spec section 7" / "spec sections 2 and 8" ->
// "docs/spec.md §7" / "docs/spec.md §2 and §8", links to ../shared/... -> docs/... . Each rule only matches the
// old form, so running it twice changes nothing (branches merged later can simply be re-run).
// Checks: no reference leaves the repository (../shared, /work/shared, old forms), and every cited number is a
// "## N." heading of docs/decisions.md or docs/spec.md.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = 'scripts/docs-refs.mjs';
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|html)$/;
// docs/ is written by hand in its own relative form; fixtures and bundled data are third-party text.
const SKIP = [
  /^docs\//,
  /^tests\/fixtures\//,
  /^api\/src\/catalog\/sources\/embedded\/data\//,
  /(^|\/)node_modules\//,
];

/** Where the documents that used to live outside the repository are now. */
const MOVED = [
  [/(?:\.\.\/|\/work\/)shared\/spec\/decisions\.md/g, 'docs/decisions.md'],
  [/(?:\.\.\/|\/work\/)shared\/spec\/streamfinder-spec\.md/g, 'docs/spec.md'],
  [/(?:\.\.\/|\/work\/)shared\/design\/architecture\.md/g, 'docs/architecture.md'],
  [/(?:\.\.\/|\/work\/)shared\/data\/README\.md/g, 'api/src/catalog/sources/embedded/data/README.md'],
];

// A list of numbers after the first: "-#10", ", #17", " and #18", "/#8" (decisions) or "-5", ", 7", " and 8".
const DECISION_OLD = /\b[Dd]ecisions? #(\d+)/g;
const SPEC_SEP = String.raw`(?:\s*,\s*|\s*-\s*|\s*\/\s*|\s+and\s+)`;
// "spec section 8" (one number; "section 2, 404 page" is not a list) or "spec sections 2, 7 and 9", also when a comment wraps between "spec" and "section" (the "// " or " * " is kept).
const SPEC_OLD = new RegExp(
  String.raw`\b[Ss]pec((?:[ \t]*\n[ \t]*(?:\/\/|\*)?)?[ \t]*)(?:section[ \t]+(\d+)\b|sections[ \t]+(\d+(?:${SPEC_SEP}\d+)*))`,
  'g',
);
// "the spec's route table (section 2)"
const SPEC_PAREN_OLD = /(spec's [^()\n]{1,40}?)\(section (\d+)\)/g;

const DECISION_REF =
  /(?:docs\/)?decisions\.md #(\d+)((?:(?:\s*,\s*|\s*-\s*|\s*\/\s*|\s+and\s+|\s*&\s*)#\d+)*)/g;
const SPEC_REF = /(?:docs\/)?spec\.md §(\d+)((?:(?:\s*,\s*|\s*-\s*|\s*\/\s*|\s+and\s+)§\d+)*)/g;
const OUTSIDE = /(?:\.\.\/|\/work\/)shared\b|streamfinder-spec\.md/g;
const DOC_PATH = /\bdocs\/([\w.-]+\.md)\b/g;

function rewrite(text) {
  let out = text;
  for (const [re, to] of MOVED) out = out.replace(re, to);
  out = out.replace(DECISION_OLD, 'docs/decisions.md #$1');
  out = out.replace(SPEC_OLD, (_m, sep, one, list) => {
    const numbers = (one ?? list).replace(/\d+/g, '§$&');
    return `docs/spec.md${sep.includes('\n') ? sep : ' '}${numbers}`;
  });
  out = out.replace(SPEC_PAREN_OLD, '$1(docs/spec.md §$2)');
  return out;
}

/** Numbers of the "## N. Title" headings of a docs page. */
function definedNumbers(page) {
  const file = join(ROOT, 'docs', page);
  if (!existsSync(file)) return new Set();
  return new Set([...readFileSync(file, 'utf8').matchAll(/^##+ (\d+)\. /gm)].map((m) => Number(m[1])));
}

/** "9", "-#10, #17 and #18" -> [9, 10, 17, 18]; a range "7-#10" expands to 7, 8, 9, 10. */
function citedNumbers(first, rest) {
  const numbers = [Number(first)];
  for (const m of rest.matchAll(/(-)?\s*[#§](\d+)/g)) {
    const n = Number(m[2]);
    if (m[1]) for (let k = numbers[numbers.length - 1] + 1; k < n; k++) numbers.push(k);
    numbers.push(n);
  }
  return numbers;
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

function files() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\n')
    .filter((f) => f && f !== SELF && TEXT_FILE.test(f) && !SKIP.some((re) => re.test(f)))
    .filter((f) => existsSync(join(ROOT, f)));
}

function check(list) {
  const decisions = definedNumbers('decisions.md');
  const spec = definedNumbers('spec.md');
  const problems = [];
  const docs = ['README.md', 'spec.md', 'decisions.md', 'architecture.md', 'guide.md'].map(
    (p) => `docs/${p}`,
  );
  for (const file of [...list, ...docs.filter((d) => existsSync(join(ROOT, d)))]) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const at = (i, msg) => problems.push(`${file}:${lineOf(text, i)}: ${msg}`);
    if (!file.startsWith('docs/')) {
      for (const m of text.matchAll(OUTSIDE)) at(m.index, `points outside the repository: "${m[0]}"`);
      if (rewrite(text) !== text) {
        for (const re of [DECISION_OLD, SPEC_OLD, SPEC_PAREN_OLD]) {
          for (const m of text.matchAll(re))
            at(m.index, `old-style reference "${m[0].replace(/\s+/g, ' ')}"`);
        }
      }
    }
    for (const m of text.matchAll(DECISION_REF)) {
      for (const n of citedNumbers(m[1], m[2])) {
        if (!decisions.has(n)) at(m.index, `docs/decisions.md does not define #${n}`);
      }
    }
    for (const m of text.matchAll(SPEC_REF)) {
      for (const n of citedNumbers(m[1], m[2])) if (!spec.has(n)) at(m.index, `docs/spec.md has no §${n}`);
    }
    for (const m of text.matchAll(DOC_PATH)) {
      if (!existsSync(join(ROOT, 'docs', m[1]))) at(m.index, `docs/${m[1]} does not exist`);
    }
  }
  return problems;
}

const list = files();
if (!process.argv.includes('--check')) {
  let changed = 0;
  for (const file of list) {
    const path = join(ROOT, file);
    const text = readFileSync(path, 'utf8');
    const next = rewrite(text);
    if (next !== text) {
      writeFileSync(path, next);
      changed++;
      console.log(`rewrote ${file}`);
    }
  }
  console.log(`docs-refs: ${changed} file(s) rewritten`);
}
const problems = check(list);
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `docs-refs: ${problems.length} problem(s). Old forms: run node scripts/docs-refs.mjs; numbers: see docs/.`,
  );
  process.exit(1);
}
console.log(`docs-refs: ${list.length} files checked, every reference resolves inside docs/`);
