import { useId } from 'react';
import { Box, Heading } from '@chakra-ui/react';
import type { MediaType, TitleDetails, TvDetails } from '../../../../api/src/contract';
import { castOf, creatorsOf, directorsOf, displayDate, isMovie, languagesOf } from '../lib/title-info';

interface Fact {
  label: string;
  value: string;
}

/** The facts rows that have data, in the spec's order: director / creators, language, cast, release date. */
export function titleFacts(type: MediaType, details: TitleDetails): Fact[] {
  const facts: Fact[] = [];
  if (isMovie(details)) {
    const directors = directorsOf(details.credits?.crew);
    if (directors.length)
      facts.push({ label: directors.length > 1 ? 'Directors' : 'Director', value: directors.join(', ') });
  } else {
    const creators = creatorsOf(details as TvDetails);
    if (creators.length)
      facts.push({ label: creators.length > 1 ? 'Creators' : 'Creator', value: creators.join(', ') });
  }
  const language = languagesOf(details);
  if (language) facts.push({ label: language.includes(',') ? 'Languages' : 'Language', value: language });
  const cast = castOf(details);
  if (cast.length) facts.push({ label: 'Cast', value: cast.join(', ') });
  const date = displayDate(details);
  if (date) facts.push({ label: type === 'movie' ? 'Release Date' : 'First Air Date', value: date });
  return facts;
}

export function TitleFacts({ type, details }: { type: MediaType; details: TitleDetails }) {
  const headingId = useId();
  const facts = titleFacts(type, details);
  if (facts.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="title-facts">
      <Heading as="h2" id={headingId} size="md" mb="2">
        {type === 'movie' ? 'Movie Details' : 'Show Details'}
      </Heading>
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
        columnGap="6"
        rowGap={{ base: 0, sm: 2 }}
        fontSize="sm"
      >
        {facts.map((f) => (
          <Box key={f.label} display="contents">
            <Box as="dt" color="gray.400" fontWeight="medium" mt={{ base: 2, sm: 0 }}>
              {f.label}
            </Box>
            <Box as="dd" color="gray.100">
              {f.value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
