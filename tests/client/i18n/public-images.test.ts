// The images in public/ are the same file on a page in every language (issue #46): they carry no words, neither
// drawn (<text>) nor named (<title>, aria-label). The words of the 'No poster' placeholder are the page's own
// (client/components/poster-image.tsx), in its language.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PUBLIC = join(__dirname, '../../../public');
const svgs = readdirSync(PUBLIC).filter((f) => f.endsWith('.svg'));

describe('public images in every language', () => {
  it('finds the poster placeholder among them', () => {
    expect(svgs).toContain('poster-placeholder.svg');
  });

  it.each(svgs)('%s has no words in it', (file) => {
    const svg = readFileSync(join(PUBLIC, file), 'utf8');
    expect(svg).not.toMatch(/<text\b|<title\b|aria-label\s*=/i);
  });
});
