// Share a title (docs/spec.md §2): the native share sheet when the browser has one, else copy the link.
import { SITE_NAME } from '../../../components/layout/page-title';
import { COPY_TIMEOUT_MS, isTimeout, withTimeout } from '../../../lib/with-timeout';

/**
 * Bounds (issue #45): a share sheet that has not closed within a minute (some desktop systems never settle the
 * promise) falls back to copying the link; a copy that has not finished in 5 s is 'failed' (the link is shown).
 */
export const SHARE_TIMEOUT_MS = 60_000;
export { COPY_TIMEOUT_MS };

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export function shareText(title: string): string {
  return `Check out ${title} on ${SITE_NAME}`;
}

interface ShareEnv {
  share?: (data: ShareData) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

function browserEnv(): ShareEnv {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    writeText: nav?.clipboard?.writeText ? (text) => nav.clipboard.writeText(text) : undefined,
  };
}

export async function shareTitle(
  title: string,
  url: string,
  env: ShareEnv = browserEnv(),
): Promise<ShareOutcome> {
  const text = shareText(title);
  if (env.share) {
    try {
      await withTimeout(env.share({ title, text, url }), SHARE_TIMEOUT_MS, 'The share sheet');
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      if (isTimeout(err)) console.warn('The share sheet did not answer, copying the link instead');
      console.warn('Native share failed, copying the link instead', err);
    }
  }
  if (env.writeText) {
    try {
      await withTimeout(env.writeText(url), COPY_TIMEOUT_MS, 'Copying the link');
      return 'copied';
    } catch (err) {
      console.warn('Could not copy the link', err);
    }
  }
  return 'failed';
}
