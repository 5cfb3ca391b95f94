import { useEffect, useId } from 'react';
import { Box, NativeSelect, chakra } from '@chakra-ui/react';
import { useRegion } from '../../../lib/region';
import { GlobeIcon } from '../../../components/icons';
import { useCountries } from '../../../api/countries';
import { useAfterLoadIdle } from '../../../lib/use-after-load-idle';

export interface CountrySelectorProps {
  /** Full width in the mobile menu. */
  block?: boolean;
}

/**
 * Picks the selected country (docs/spec.md §4). Shows 'Detecting' while the country is detected or the list
 * loads; picking one saves it (lib/region) and every region-keyed query follows. Every page has two of these
 * (header and footer) and the list has ~140 countries: until the browser is idle after load, or the visitor
 * points at, touches or focuses the field, it holds only the selected country (same box, same value).
 */
export function CountrySelector({ block = false }: CountrySelectorProps) {
  const { country, detecting, setCountry, matchKnown } = useRegion();
  const countries = useCountries();
  const id = useId();
  const list = countries.data ?? [];
  const known = list.some((c) => c.iso_3166_1 === country);
  // A code the list does not know falls back to US or the first country; it is never shown raw.
  useEffect(() => {
    if (countries.data) matchKnown(countries.data.map((c) => c.iso_3166_1));
  }, [countries.data, matchKnown]);
  const busy = detecting || countries.isPending || (list.length > 0 && !known);
  const [allOptions, showAllOptions] = useAfterLoadIdle();
  const shown = allOptions ? list : list.filter((c) => c.iso_3166_1 === country);

  return (
    <Box display="flex" alignItems="center" gap="1.5" w={block ? 'full' : 'auto'}>
      <chakra.label htmlFor={id} color="gray.300" display="inline-flex" alignItems="center">
        <GlobeIcon size={18} />
        <Box as="span" srOnly>
          Country
        </Box>
      </chakra.label>
      <NativeSelect.Root size="sm" w={block ? 'full' : '56'} disabled={busy} aria-busy={busy || undefined}>
        <NativeSelect.Field
          id={id}
          value={busy ? '' : country}
          onChange={(e) => setCountry(e.currentTarget.value)}
          onPointerDown={allOptions ? undefined : showAllOptions}
          onPointerEnter={allOptions ? undefined : showAllOptions}
          onFocus={allOptions ? undefined : showAllOptions}
          bg="gray.900"
          borderColor="gray.700"
          data-testid="country-select"
        >
          {busy ? (
            <option value="">Detecting</option>
          ) : (
            <>
              {/* Only when the list could not load at all (offline, nothing saved): the code, not a blank. */}
              {list.length === 0 && <option value={country}>{country}</option>}
              {shown.map((c) => (
                <option key={c.iso_3166_1} value={c.iso_3166_1}>
                  {c.english_name}
                </option>
              ))}
            </>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
