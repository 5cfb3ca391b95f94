// An English message's numbers (ICU's `#` in a plural: "1,234 ratings") written without ICU's number data. The
// first Intl.NumberFormat a page makes has V8 build its list of ICU's locales: 78-141 ms at 4x CPU in Chromium,
// in whichever task formats the page's first count (a title page's ratings, a search's results). English writes a
// whole number as lib/format.ts formatCount does, the same text (tests/client/i18n/english-numbers.test.ts);
// other numbers, and other languages, go to Intl as before. Passed as intl-messageformat's `formatters` option
// (react-intl's formatMessage takes it), English messages only.
import type { IntlShape } from 'react-intl';
import { formatCount } from '../lib/format';

type Options = { formatters: IntlShape['formatters'] };
const made = new WeakMap<IntlShape, Options>();

/** The formatMessage options of English `intl`: its own formatters, but whole numbers written without ICU. */
export function englishMessageOptions(intl: IntlShape): Options {
  let options = made.get(intl);
  if (options) return options;
  const { getNumberFormat } = intl.formatters;
  const whole = {
    format: (n: number | bigint | string) =>
      typeof n === 'number' && Number.isSafeInteger(n)
        ? formatCount(n)
        : getNumberFormat('en').format(n as number),
  } as Intl.NumberFormat;
  const formatters = {
    ...intl.formatters,
    getNumberFormat: ((locales, opts) =>
      locales === 'en' && opts === undefined
        ? whole
        : getNumberFormat(locales, opts)) as typeof getNumberFormat,
  };
  options = { formatters };
  made.set(intl, options);
  return options;
}
