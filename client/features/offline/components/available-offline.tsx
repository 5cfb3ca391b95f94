import { useId, useState } from 'react';
import { Box, Heading, Input, Text, chakra } from '../../../lib/chakra';
import type { MovieSummary, TvSummary } from '../../../../api/src/contract';
import { CardGrid } from '../../../components/card-grid';
import { TitleCard } from '../../../components/title-card';
import type { RecentTitle } from '../../../lib/db';
import { useRecentTitles } from '../hooks';
import { titlePath } from '../../../lib/slug';

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
  const headingId = useId();
  const inputId = useId();
  const [search, setSearch] = useState(initialSearch);
  const rows = useRecentTitles(search);
  const all = useRecentTitles('', 1);
  const nothingSaved = all !== undefined && all.length === 0;

  return (
    <Box as="section" aria-labelledby={headingId} data-testid="available-offline">
      <Heading as="h2" id={headingId} size="lg" mb="1">
        Available offline
      </Heading>
      {nothingSaved ? (
        <Text color="gray.400">
          Nothing is saved on this device yet. Titles you open while online are kept here for the next time
          you are offline.
        </Text>
      ) : (
        <>
          <Text color="gray.400" mb="3">
            Titles you viewed recently, saved on this device.
          </Text>
          <chakra.label htmlFor={inputId} display="block" fontSize="sm" mb="1">
            Search saved titles
          </chakra.label>
          <Input
            id={inputId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Title"
            maxW="sm"
            mb="4"
            autoComplete="off"
          />
          {rows && rows.length === 0 && (
            <Text color="gray.400" role="status">
              No saved title matches &lsquo;{search.trim()}&rsquo;.
            </Text>
          )}
          {rows && rows.length > 0 && (
            <CardGrid label="Saved titles">
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
    </Box>
  );
}
