// POST /api/watchlist/transfer (a one-time code for this device's list, ratings and My services) and
// POST /api/watchlist/transfer/claim (copy them onto this device).
import type { TransferClaimResult, TransferCode } from '../../../../api/src/contract';
import { ApiError, apiPost } from '../../../lib/api-client';
import { readAllServices, replaceAllServices } from '../../../lib/my-services';
import { getSessionId } from '../../../lib/session';
import { englishT, type Translate } from '../../../i18n/i18n-provider';
import type { MessageKey } from '../../../i18n/catalogs';
import type { Locale } from '../../../../api/src/contract/locales';
import { listFormat } from '../../../i18n/formatters';

export function createTransferCode(): Promise<TransferCode> {
  const services = readAllServices();
  return apiPost<TransferCode>('/api/watchlist/transfer', {
    session_id: getSessionId(),
    ...(Object.keys(services).length ? { services } : {}),
  });
}

export async function claimTransferCode(code: string): Promise<TransferClaimResult> {
  const result = await apiPost<TransferClaimResult>('/api/watchlist/transfer/claim', {
    code,
    session_id: getSessionId(),
  });
  // The other device's choice wins for the countries it has; this device keeps its other countries.
  if (result.services) replaceAllServices({ ...readAllServices(), ...result.services });
  return result;
}

/** The server's message for a refused code, in words a visitor understands. */
/** The server's refusals (api/src/watchlist/transfer/transfer.service.ts), said in the page's language. */
const SERVER_MESSAGES: Record<string, MessageKey> = {
  'No such code; check it and try again': 'transfer.errorNoSuchCode',
  'This code was already used': 'transfer.errorUsed',
  'This code has expired; create a new one': 'transfer.errorExpired',
};

export function transferErrorText(err: unknown, t: Translate = englishT): string {
  if (err instanceof ApiError) {
    const message = (err.body as { message?: unknown } | undefined)?.message;
    if (err.timedOut) return t('transfer.errorTimeout');
    if (err.status === 0) return t('transfer.errorOffline');
    if (err.status === 429) return t('transfer.errorTooMany');
    if (typeof message === 'string' && err.status < 500) {
      const key = SERVER_MESSAGES[message];
      return key ? t(key) : message;
    }
  }
  return t('transfer.errorGeneric');
}

/**
 * What a claimed code copied, for the toast: '3 titles and My services', '1 title, 2 ratings and My services'.
 * Only what came over is named (no '0 ratings'); nothing at all says so.
 */
export function transferSummary(
  result: TransferClaimResult,
  t: Translate = englishT,
  locale: Locale = 'en',
): string {
  const parts: string[] = [];
  if (result.titles > 0) parts.push(t('transfer.summaryTitles', { count: result.titles }));
  if (result.ratings > 0) parts.push(t('transfer.summaryRatings', { count: result.ratings }));
  if (result.services && Object.keys(result.services).length > 0) parts.push(t('transfer.summaryServices'));
  if (!parts.length) return t('transfer.summaryNothing');
  // English keeps the spec's list without the serial comma; other languages join as Intl does.
  const names =
    locale !== 'en'
      ? listFormat(locale, { type: 'conjunction' }).format(parts)
      : parts.length === 1
        ? parts[0]
        : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return t('transfer.summary', { names });
}
