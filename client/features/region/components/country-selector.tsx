import { useEffect, useId, useRef } from 'react';
import { useRegion } from '../../../lib/region';
import { GlobeIcon } from '../../../components/icons';
import { useCountries } from '../../../api/countries';
import { useIdle } from '../../../lib/idle';
import { useCountryNames } from '../country-names';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import './country-selector.css';

export interface CountrySelectorProps {
  /** Full width in the mobile menu. */
  block?: boolean;
  /** After a country is picked (the mobile menu closes, issue #36). */
  onPicked?: () => void;
}

/**
 * Picks the selected country (docs/spec.md §4). Shows 'Detecting' while the country is detected or the list
 * loads; picking one saves it (lib/region) and every region-keyed query follows. Every page has two of these
 * (header and footer) and the list has ~140 countries: until the browser is idle after load (and the field is
 * visible then), or the visitor points at, touches or focuses the field, it holds only the selected country (same
 * box, same value).
 */
export function CountrySelector({ block = false, onPicked }: CountrySelectorProps) {
  const { country, detecting, setCountry, matchKnown } = useRegion();
  const countries = useCountries();
  const t = useT();
  const locale = useLocale();
  const names = useCountryNames(locale);
  const id = useId();
  const list = countries.data ?? [];
  const known = list.some((c) => c.iso_3166_1 === country);
  // A code the list does not know falls back to US or the first country; it is never shown raw. Checked again
  // when detection ends (matchKnown does nothing before), even when it ends on the country already shown.
  useEffect(() => {
    if (countries.data && !detecting) matchKnown(countries.data.map((c) => c.iso_3166_1));
  }, [countries.data, matchKnown, detecting]);
  const busy = detecting || countries.isPending || (list.length > 0 && !known);
  const field = useRef<HTMLSelectElement>(null);
  // A selector that is hidden when the browser gets idle (the header's at phone width: the menu has its own) waits
  // for the visitor: 139 options fewer to render on a phone.
  const [allOptions, showAllOptions] = useIdle(3000, () => field.current?.checkVisibility?.() ?? true);
  const shown = names.sort(allOptions ? list : list.filter((c) => c.iso_3166_1 === country));

  return (
    // Static classes (country-selector.css): Chakra's NativeSelect look without per-render style work.
    <div className="sf-country" data-block={block || undefined}>
      <label htmlFor={id} className="sf-country__label">
        <GlobeIcon size={18} />
        <span className="sf-visually-hidden">{t('footer.country')}</span>
      </label>
      <div className="sf-country__root" aria-busy={busy || undefined}>
        <select
          ref={field}
          id={id}
          className="sf-country__field"
          disabled={busy}
          value={busy ? '' : country}
          onChange={(e) => {
            setCountry(e.currentTarget.value);
            onPicked?.();
          }}
          onPointerDown={allOptions ? undefined : showAllOptions}
          onPointerEnter={allOptions ? undefined : showAllOptions}
          onFocus={allOptions ? undefined : showAllOptions}
          data-testid="country-select"
        >
          {busy ? (
            <option value="">{t('country.detecting')}</option>
          ) : (
            <>
              {/* Only when the list could not load at all (offline, nothing saved): the code, not a blank. */}
              {list.length === 0 && <option value={country}>{country}</option>}
              {shown.map((c) => (
                <option key={c.iso_3166_1} value={c.iso_3166_1}>
                  {names.of(c)}
                </option>
              ))}
            </>
          )}
        </select>
        <span className="sf-country__indicator" data-disabled={busy || undefined} aria-hidden="true">
          <svg viewBox="0 0 24 24">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </span>
      </div>
    </div>
  );
}
