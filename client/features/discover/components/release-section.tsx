import { Badge, Box, Grid, Heading, HStack, Text } from '../../../lib/chakra';
import type { MovieSummary } from '../../../../api/src/contract';
import { SkeletonCard } from '../../../components/card-grid';
import { TitleCard } from '../../../components/title-card';
import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '../../../../api/src/contract/locales';
import { RELEASE_LIST_SIZE, shortDate } from '../release-lists';

export interface ReleaseSectionProps {
  id: string;
  title: string;
  badge: string;
  items: MovieSummary[];
  loading: boolean;
  emptyText: string;
  /** Upcoming cards carry a short release-date badge and no rating; new releases show their rating. */
  variant: 'upcoming' | 'new';
}

const gridProps = {
  templateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
    lg: 'repeat(6, minmax(0, 1fr))',
  },
  gap: { base: 3, md: 5 },
} as const;

export function ReleaseSection({
  id,
  title,
  badge,
  items,
  loading,
  emptyText,
  variant,
}: ReleaseSectionProps) {
  const intl = useIntl();
  // English keeps the spec's 'Apr 4'; another language writes the day and month through Intl ('4. Apr.').
  const releaseDate = (date: string | null | undefined) => {
    if (intl.locale === DEFAULT_LOCALE) return shortDate(date);
    const d = date ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : null;
    return d && !Number.isNaN(d.getTime())
      ? intl.formatDate(d, { month: 'short', day: 'numeric', timeZone: 'UTC' })
      : null;
  };
  return (
    <Box as="section" aria-labelledby={id} mb="12">
      <HStack gap="3" mb="5" wrap="wrap">
        <Heading as="h2" size="xl" id={id}>
          {title}
        </Heading>
        <Badge
          bg={variant === 'upcoming' ? 'yellow.400' : 'green.400'}
          color="gray.950"
          fontWeight="bold"
          size="md"
        >
          {badge}
        </Badge>
      </HStack>
      {loading ? (
        <Box role="status" aria-busy="true" aria-label={`Loading ${title}`}>
          <Grid {...gridProps} className="sf-skel-group">
            {Array.from({ length: RELEASE_LIST_SIZE }, (_, i) => (
              <SkeletonCard key={i} />
            ))}
          </Grid>
        </Box>
      ) : items.length === 0 ? (
        <Text color="gray.400" py="6">
          {emptyText}
        </Text>
      ) : (
        <Grid as="ul" listStyleType="none" aria-label={title} {...gridProps}>
          {items.map((item, i) => {
            const date = variant === 'upcoming' ? releaseDate(item.release_date) : null;
            return (
              <Box as="li" key={item.id} minW="0">
                <TitleCard
                  type="movie"
                  item={variant === 'upcoming' ? { ...item, vote_average: 0 } : item}
                  priority={i < 6 && variant === 'upcoming' ? 'high' : 'low'}
                  badge={
                    date ? (
                      <Badge bg="yellow.400" color="gray.950" fontWeight="bold" size="sm">
                        <time dateTime={item.release_date ?? undefined}>{date}</time>
                      </Badge>
                    ) : undefined
                  }
                />
              </Box>
            );
          })}
        </Grid>
      )}
    </Box>
  );
}
