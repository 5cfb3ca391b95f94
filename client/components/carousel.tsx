import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Flex, Heading, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SkeletonCard } from './card-grid';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export const EMPTY_CAROUSEL_TITLE = 'No content available at the moment';
export const EMPTY_CAROUSEL_TEXT = 'Try changing your region settings or check back later';

export interface CarouselProps {
  title: string;
  viewAllHref?: string;
  loading: boolean;
  items: ReactNode[];
  emptyTitle?: string;
  emptyText?: string;
  /** Number of skeleton cards while loading (spec: 6). */
  skeletonCount?: number;
  /** Width of one item; defaults to poster-card widths. */
  itemWidth?: Record<string, string> | string;
}

const CARD_WIDTH = { base: '40%', sm: '30%', md: '22%', lg: '18%', xl: '15.5%' };

/**
 * A titled horizontal list: scrolls by touch (native overflow + snap), by the previous/next buttons and by the
 * arrow keys when the list has focus. Tabbing through its links also scrolls them into view.
 */
export function Carousel({
  title,
  viewAllHref,
  loading,
  items,
  emptyTitle = EMPTY_CAROUSEL_TITLE,
  emptyText = EMPTY_CAROUSEL_TEXT,
  skeletonCount = 6,
  itemWidth = CARD_WIDTH,
}: CarouselProps) {
  const headingId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    setCanPrev(el.scrollLeft > 4);
    setCanNext(el.scrollLeft + el.clientWidth < el.scrollWidth - 4);
  }, []);

  useEffect(() => {
    update();
    const el = trackRef.current;
    if (!el) return;
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update, items.length, loading]);

  const scrollByPage = (direction: 1 | -1) => {
    const el = trackRef.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollByPage(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollByPage(-1);
    }
  };

  const empty = !loading && items.length === 0;

  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: 4, md: 6 }}>
      <Flex align="center" justify="space-between" gap="3" mb="3">
        <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }}>
          {title}
        </Heading>
        <HStack gap="2">
          {viewAllHref && (
            <Link asChild color="yellow.300" fontSize="sm" fontWeight="medium">
              <RouterLink to={viewAllHref} aria-label={`View all ${title}`}>
                View all
              </RouterLink>
            </Link>
          )}
          {!empty && !loading && (
            <>
              <IconButton
                aria-label={`Scroll ${title} back`}
                size="sm"
                variant="subtle"
                rounded="full"
                disabled={!canPrev}
                onClick={() => scrollByPage(-1)}
                display={{ base: 'none', md: 'inline-flex' }}
              >
                <ChevronLeftIcon />
              </IconButton>
              <IconButton
                aria-label={`Scroll ${title} forward`}
                size="sm"
                variant="subtle"
                rounded="full"
                disabled={!canNext}
                onClick={() => scrollByPage(1)}
                display={{ base: 'none', md: 'inline-flex' }}
              >
                <ChevronRightIcon />
              </IconButton>
            </>
          )}
        </HStack>
      </Flex>
      {empty ? (
        <Box py="8" px="4" textAlign="center" bg="whiteAlpha.50" rounded="lg">
          <Text fontWeight="semibold">{emptyTitle}</Text>
          <Text color="gray.400" fontSize="sm" mt="1">
            {emptyText}
          </Text>
        </Box>
      ) : loading ? (
        <Box role="status" aria-busy="true" aria-label={`Loading ${title}`} overflow="hidden">
          <Flex gap={{ base: 3, md: 4 }}>
            {Array.from({ length: skeletonCount }, (_, i) => (
              <Box key={i} flex="0 0 auto" w={itemWidth}>
                <SkeletonCard />
              </Box>
            ))}
          </Flex>
        </Box>
      ) : (
        <Flex
          as="ul"
          ref={trackRef}
          tabIndex={0}
          aria-label={`${title}: use the arrow keys to scroll`}
          onKeyDown={onKeyDown}
          listStyleType="none"
          gap={{ base: 3, md: 4 }}
          overflowX="auto"
          scrollSnapType="x mandatory"
          scrollPaddingInline="1"
          pb="2"
          px="1"
          mx="-1"
          rounded="md"
          css={{ scrollbarWidth: 'thin', WebkitOverflowScrolling: 'touch' }}
          data-testid="carousel-track"
        >
          {items.map((item, i) => (
            <Box as="li" key={i} flex="0 0 auto" w={itemWidth} scrollSnapAlign="start" pt="1">
              {item}
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}
