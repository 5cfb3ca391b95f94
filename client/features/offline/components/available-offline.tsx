import { useT } from '../../../i18n/i18n-provider';
import { useId, useState } from 'react';
import type { MovieSummary, TvSummary } from '../../../../api/src/contract';
import { CardGrid } from '../../../components/card-grid';
import { TitleCard } from '../../../components/title-card';
import type { RecentTitle } from '../../../lib/db';
import { useRecentTitles } from '../hooks';
import { titlePath } from '../../../lib/slug';
import '../../../components/heading.css';
import '../../../components/input.css';
import './offline.css';

function toSummary(row: RecentTitle): MovieSummary | TvSummary {
  const date = row.year || null;
  return row.type === 'movie'
    ? {
        id: row.id,
        title: row.title,
        poster_path: row.poster_path,
        release_date: date,
        vote_average: row.vote_average,
      }
    : {
        id: row.id,
        name: row.title,
        poster_path: row.poster_path,
        first_air_date: date,
        vote_average: row.vote_average,
      };
}

export interface AvailableOfflineProps {
  /** Starting text of the on-device search (e.g. the search page's q). */
  initialSearch?: string;
}

/** 'Available offline': the recently viewed titles saved on this device, searchable by title. */
export function AvailableOffline({ initialSearch = '' }: AvailableOfflineProps) {
  const t = useT();
  const headingId = useId();
  const inputId = useId();
  const [search, setSearch] = useState(initialSearch);
  const rows = useRecentTitles(search);
  const all = useRecentTitles('', 1);
  const nothingSaved = all !== undefined && all.length === 0;

  return (
    <section aria-labelledby={headingId} data-testid="available-offline">
      <h2 id={headingId} className="sf-heading sf-heading--lg sf-offline__h2">
        {t('offline.available')}
      </h2>
      {nothingSaved ? (
        <p className="sf-offline__text">{t('offline.nothingSaved')}</p>
      ) : (
        <>
          <p className="sf-offline__text sf-offline__intro">{t('offline.intro')}</p>
          <label htmlFor={inputId} className="sf-offline__label">
            {t('offline.searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            className="sf-input sf-offline__input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('offline.searchPlaceholder')}
            autoComplete="off"
          />
          {rows && rows.length === 0 && (
            <p className="sf-offline__text" role="status">
              {t('offline.noMatch', { query: search.trim() })}
            </p>
          )}
          {rows && rows.length > 0 && (
            <CardGrid label={t('offline.savedTitles')}>
              {rows.map((row) => (
                <TitleCard
                  key={`${row.type}-${row.id}`}
                  item={toSummary(row)}
                  type={row.type}
                  href={titlePath(row.type, { id: row.id, slug: row.slug, title: row.title })}
                />
              ))}
            </CardGrid>
          )}
        </>
      )}
    </section>
  );
}
