// The W3C Nu HTML Checker (vnu-jar, Java) over a page's serialized DOM: errors only, as "line: message".
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function validateHtml(html: string): Promise<string[]> {
  // vnu-jar's main export is the jar's path (a String object).
  const path = String(createRequire(import.meta.url)('vnu-jar'));
  const file = join(mkdtempSync(join(tmpdir(), 'sf-vnu-')), 'page.html');
  writeFileSync(file, html);
  let out = '';
  try {
    execFileSync('java', ['-jar', path, '--errors-only', '--format', 'json', file], { stdio: 'pipe' });
  } catch (err) {
    out = String((err as { stderr?: Buffer }).stderr ?? '');
  }
  if (!out.trim()) return [];
  const report = JSON.parse(out) as { messages: Array<{ type: string; lastLine?: number; message: string }> };
  return report.messages.filter((m) => m.type === 'error').map((m) => `${m.lastLine ?? '?'}: ${m.message}`);
}
