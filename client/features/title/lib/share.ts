// Share a title (docs/spec.md §2): the native share sheet when the browser has one, else copy the link.
import { SITE_NAME } from '../../../components/layout/page-title';

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
      await env.share({ title, text, url });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      console.warn('Native share failed, copying the link instead', err);
    }
  }
  if (env.writeText) {
    try {
      await env.writeText(url);
      return 'copied';
    } catch (err) {
      console.warn('Could not copy the link', err);
    }
  }
  return 'failed';
}
