// Message ids are the English catalog's keys (client/i18n/catalogs.ts): a misspelt id fails the type check.
import type { MessageKey } from './catalogs';
import type { Locale } from '../../api/src/contract/locales';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
    interface IntlConfig {
      locale: Locale;
    }
  }
}
