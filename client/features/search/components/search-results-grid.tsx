import { memo } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { TitleCard } from '../../../components/title-card';
import type { TypedResult } from '../filter-results';
import { useT } from '../../../i18n/i18n-provider';

/**
 * Search results as title cards, each marked Movie or TV (a title can be both: the 2016 show and the film);
 * TV results link to /tv-shows/{slug} (docs/decisions.md #11). Memoized.
 */
export const SearchResultsGrid = memo(function SearchResultsGrid({
  results,
  label,
}: {
  results: TypedResult[];
  label: string;
}) {
  const t = useT();
  return (
    <CardGrid label={label}>
      {results.map(({ item, type }, i) => (
        <TitleCard
          key={`${type}-${item.id}`}
          item={item}
          type={type}
          priority={i < 6 ? 'high' : 'low'}
          badge={
            <span className="sf-type-badge" data-testid="type-badge">
              {t(type === 'movie' ? 'search.typeMovie' : 'search.typeTv')}
            </span>
          }
        />
      ))}
    </CardGrid>
  );
});
