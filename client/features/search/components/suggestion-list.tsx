import { Badge, Box, Flex, Image, Spinner, Text } from '../../../lib/chakra';
import type { Suggestion } from '../../../../api/src/contract';
import { tmdbImage } from '../../../lib/image';
import { useT } from '../../../i18n/i18n-provider';

export type SuggestionStatus = 'idle' | 'searching' | 'results' | 'none';

export interface SuggestionListProps {
  id: string;
  status: SuggestionStatus;
  query: string;
  suggestions: Suggestion[];
  activeIndex: number;
  onHover: (index: number) => void;
  onPick: (index: number) => void;
  /** Bigger rows with posters (modal) or compact rows (header bar). */
  variant?: 'modal' | 'bar';
  idlePrompt?: string;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The listbox of a search combobox, its searching / none states, and a polite live summary. */
export function SuggestionList({
  id,
  status,
  query,
  suggestions,
  activeIndex,
  onHover,
  onPick,
  variant = 'bar',
  idlePrompt,
}: SuggestionListProps) {
  const t = useT();
  const big = variant === 'modal';
  const announcement =
    status === 'searching'
      ? t('search.searching')
      : status === 'results'
        ? t('search.suggestionsCount', { count: suggestions.length })
        : status === 'none'
          ? t('search.noResultsFor', { q: query.trim() })
          : '';
  return (
    <Box>
      <Box srOnly role="status" aria-live="polite">
        {announcement}
      </Box>
      {status === 'idle' && idlePrompt && (
        <Text color="gray.400" py="6" textAlign="center">
          {idlePrompt}
        </Text>
      )}
      {status === 'searching' && (
        <Flex align="center" justify="center" gap="2" py={big ? 6 : 3} color="gray.300" aria-hidden="true">
          <Spinner size="sm" />
          <Text>{t('search.searching')}</Text>
        </Flex>
      )}
      {status === 'none' && (
        <Text color="gray.300" py={big ? 6 : 3} px="3" textAlign="center" aria-hidden="true">
          {t('search.noResultsFor', { q: query.trim() })}
        </Text>
      )}
      <Box
        as="ul"
        id={id}
        role="listbox"
        aria-label={t('search.suggestionsLabel')}
        listStyleType="none"
        display={status === 'results' ? 'block' : 'none'}
      >
        {status === 'results' &&
          suggestions.map((s, i) => {
            const active = i === activeIndex;
            const poster = tmdbImage(s.poster_path, 'w92');
            return (
              <Box
                as="li"
                key={`${s.type}-${s.id}`}
                id={optionId(id, i)}
                role="option"
                aria-selected={active}
                onMouseMove={() => i !== activeIndex && onHover(i)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(i)}
                cursor="pointer"
                px="3"
                py="2"
                rounded="md"
                bg={active ? 'whiteAlpha.200' : 'transparent'}
                outline={active ? '2px solid' : 'none'}
                outlineColor="yellow.400"
                display="flex"
                alignItems="center"
                gap="3"
                data-testid="suggestion"
              >
                {big && (
                  <Box w="10" h="14" flexShrink={0} rounded="sm" overflow="hidden" bg="gray.800">
                    {poster && (
                      <Image
                        src={poster}
                        alt=""
                        w="full"
                        h="full"
                        objectFit="cover"
                        loading="lazy"
                        onError={(e) => {
                          e.currentTarget.style.display = 'none';
                        }}
                      />
                    )}
                  </Box>
                )}
                <Box flex="1" minW="0">
                  <Text fontWeight="medium" truncate>
                    {s.title}
                  </Text>
                  {s.year && (
                    <Text fontSize="xs" color="gray.400">
                      {s.year}
                    </Text>
                  )}
                </Box>
                <Badge size="sm" variant="outline" colorPalette={s.type === 'movie' ? 'yellow' : 'cyan'}>
                  {t(s.type === 'movie' ? 'search.suggestionMovie' : 'search.suggestionTv')}
                </Badge>
              </Box>
            );
          })}
      </Box>
    </Box>
  );
}
