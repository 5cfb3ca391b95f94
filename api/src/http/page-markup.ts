// The server render and the string work on its result, where the page is rendered (a render worker,
// page-worker.ts, or in process): Emotion's styles moved to <head>, the data for hydration made safe inside a
// <script>. page-renderer.ts puts the parts into the template and compresses the page.
import type { RenderedHead, RenderRequest, ServerEntry } from '../contract/page-render';

/** A rendered page, its markup ready for the template. */
export interface RenderedParts {
  /** #root's markup without Emotion's <style> elements, */
  body: string;
  /** which are here, once each, for <head>. */
  styles: string;
  /** `{ country, queries }` as script-safe JSON for the page's data element. */
  stateJson: string;
  status: number;
  head: RenderedHead;
  complete: boolean;
}

/** JSON inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion writes each component's styles as a <style> before it; HTML allows <style> in <head> only. They move
 * there, once each (the browser's Emotion cache adopts them from there before React hydrates).
 */
export function hoistStyles(html: string): { body: string; styles: string } {
  const seen = new Set<string>();
  let styles = '';
  const body = html.replace(EMOTION_STYLE, (_m, key: string, css: string) => {
    if (css && !seen.has(key)) {
      seen.add(key);
      styles += `<style data-emotion="${key}">${css}</style>`;
    }
    return '';
  });
  return { body, styles };
}

/** Renders the page of `request` with the server entry, into the parts the template takes. */
export async function renderParts(entry: ServerEntry, request: RenderRequest): Promise<RenderedParts> {
  const page = await entry.render(request);
  const { body, styles } = hoistStyles(page.html);
  return {
    body,
    styles,
    stateJson: scriptJson({ country: request.country, queries: page.state }),
    status: page.status,
    head: page.head,
    complete: page.complete,
  };
}
