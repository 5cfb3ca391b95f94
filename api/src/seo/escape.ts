// Escaping for the server-rendered head: attribute/text HTML escaping, and JSON that is safe inside a
// <script> element (no "</script>", "<!--" or line separators can end or confuse it) yet parses back exactly.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\u2028': '&#8232;',
  '\u2029': '&#8233;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'\u2028\u2029]/g, (c) => HTML_ESCAPES[c]);
}

/** JSON.stringify, then <, >, &, U+2028 and U+2029 as \u escapes (still valid JSON with the same value). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c].replace('&#39;', '&apos;'));
}
