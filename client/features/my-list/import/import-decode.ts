// Checking an imported list file's bytes on the device (issue #38, docs/spec.md §7): not empty, not too large,
// not an archive or a binary file, and text in UTF-8, UTF-16 with a BOM or Windows-1252, never a mix of
// encodings (titles with accents would come out garbled). Each refusal is an ImportFileError with the message
// the dialog shows: a key of the catalogs (`import.error.*`), which the page says in its language (docs/i18n.md).
import type { MessageKey } from '../../../i18n/message-key';

/** Files above this are refused before being read: an IMDb export of 10,000 titles is about 2 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type ImportErrorCode = 'empty' | 'too_large' | 'binary' | 'archive' | 'encoding' | 'columns' | 'json';

/** A refusal or failure the dialog shows: a catalog message (`import.error.*`) and its values. */
export interface ImportProblem {
  key: Extract<MessageKey, `import.error.${string}`>;
  values?: Record<string, string>;
}

export class ImportFileError extends Error {
  readonly problem: ImportProblem;
  constructor(
    readonly code: ImportErrorCode,
    key: ImportProblem['key'],
    values?: ImportProblem['values'],
  ) {
    super(key);
    this.name = 'ImportFileError';
    this.problem = { key, values };
  }
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

export function checkSize(size: number): void {
  if (size === 0) throw new ImportFileError('empty', 'import.error.empty');
  if (size > MAX_FILE_BYTES) {
    throw new ImportFileError('too_large', 'import.error.tooLarge', {
      size: mb(size),
      limit: mb(MAX_FILE_BYTES),
    });
  }
}

/** UTF-8 lead byte followed by the right number of continuation bytes: the file holds some real UTF-8. */
function hasUtf8Sequence(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length - 1; i++) {
    const b = bytes[i];
    if (b < 0xc2 || b > 0xf4) continue;
    const n = b >= 0xf0 ? 3 : b >= 0xe0 ? 2 : 1;
    let ok = i + n < bytes.length;
    for (let k = 1; ok && k <= n; k++) ok = (bytes[i + k] & 0xc0) === 0x80;
    if (ok) return true;
  }
  return false;
}

/** The file's text, or an ImportFileError saying why it is not a text file we can read. */
export function decodeImport(bytes: Uint8Array): string {
  checkSize(bytes.length);
  const head = bytes.subarray(0, 4);
  if (head[0] === 0x50 && head[1] === 0x4b) {
    throw new ImportFileError('archive', 'import.error.archive');
  }
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const sample = bytes.subarray(0, 65_536);
  let control = 0;
  for (const b of sample) {
    if (b === 0) {
      control = sample.length;
      break;
    }
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control++;
  }
  if (control > sample.length * 0.01) {
    throw new ImportFileError('binary', 'import.error.binary');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    if (hasUtf8Sequence(bytes)) {
      throw new ImportFileError('encoding', 'import.error.encoding');
    }
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
