import type { ReactNode } from 'react';
import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaType, MovieSummary, TvSummary } from '../../api/src/contract';
import { yearOf } from '../lib/format';
import { titlePath } from '../lib/slug';
import { PosterImage } from './poster-image';
import { RatingBadge } from './rating-badge';

export interface TitleCardProps {
  item: MovieSummary | TvSummary;
  type: MediaType;
  /** Extra badge over the poster's top-left corner (e.g. a release date). */
  badge?: ReactNode;
  /** Eager-load the poster (first cards above the fold). */
  priority?: 'high' | 'low';
  /** Override the link target (defaults to titlePath(type, item)). */
  href?: string;
}

export function titleOf(item: MovieSummary | TvSummary): string {
  return ('title' in item ? item.title : item.name) || ('name' in item ? item.name : '') || 'Untitled';
}

export function dateOf(item: MovieSummary | TvSummary): string | null {
  return 'release_date' in item ? item.release_date : 'first_air_date' in item ? item.first_air_date : null;
}

/** Poster, rating badge, title and year; the whole card is one link to the title page. */
export function TitleCard({ item, type, badge, priority = 'low', href }: TitleCardProps) {
  const title = titleOf(item);
  // Many shows know only their first-air year (first_air_date null): the card still shows it.
  const year =
    yearOf(dateOf(item)) ??
    ('first_air_year' in item && item.first_air_year ? String(item.first_air_year) : null);
  return (
    <Link
      asChild
      display="flex"
      flexDirection="column"
      alignItems="stretch"
      gap="2"
      w="full"
      color="inherit"
      textDecoration="none"
      rounded="md"
      className="group"
      _hover={{ textDecoration: 'none' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'yellow.400', outlineOffset: '2px' }}
    >
      <RouterLink to={href ?? titlePath(type, item)} data-testid="title-card">
        <Box
          position="relative"
          transition="transform 0.2s"
          _groupHover={{ transform: 'translateY(-4px)' }}
          _groupFocusVisible={{ transform: 'translateY(-4px)' }}
        >
          <PosterImage path={item.poster_path} alt="" priority={priority} />
          {badge && (
            <Box position="absolute" top="2" left="2">
              {badge}
            </Box>
          )}
          <Box position="absolute" top="2" right="2">
            <RatingBadge voteAverage={item.vote_average} />
          </Box>
        </Box>
        <Box minW="0">
          <Text fontWeight="semibold" fontSize="sm" lineClamp={2} _groupHover={{ color: 'yellow.300' }}>
            {title}
          </Text>
          {year && (
            <Text fontSize="xs" color="gray.400">
              {year}
            </Text>
          )}
        </Box>
      </RouterLink>
    </Link>
  );
}
