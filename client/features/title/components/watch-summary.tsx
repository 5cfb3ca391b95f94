import { useId } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { RegionProviders } from '../../../../api/src/contract';
import { watchSummary } from '../lib/providers';

/** 'Where To Watch {title}?' in sentences, for readers and search engines. */
export function WatchSummary({
  title,
  region,
  countryName,
  elsewhere = [],
}: {
  title: string;
  region: RegionProviders | null | undefined;
  countryName: string;
  /** English names of other countries where the title is available. */
  elsewhere?: string[];
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="watch-summary">
      <Heading as="h2" id={headingId} size="lg" mb="2">
        Where To Watch {title}?
      </Heading>
      {watchSummary(title, region, countryName, elsewhere).map((sentence) => (
        <Text key={sentence} color="gray.300" mb="1">
          {sentence}
        </Text>
      ))}
    </Box>
  );
}
