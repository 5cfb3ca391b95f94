import { useEffect, useState } from 'react';
import { AspectRatio, Box, Image, Skeleton, Text } from '@chakra-ui/react';
import { tmdbImage, type TmdbImageSize } from '../lib/image';

export interface PosterImageProps {
  path: string | null | undefined;
  alt: string;
  size?: TmdbImageSize;
  /** 'high' loads eagerly (above the fold); 'low' is lazy. */
  priority?: 'high' | 'low';
  /** Rounded corners token; defaults to 'md'. */
  rounded?: string;
}

/** The 'No poster' placeholder, same look as /poster-placeholder.svg, with visible text. */
export function PosterPlaceholder({ label = 'No poster' }: { label?: string }) {
  return (
    <Box
      position="absolute"
      inset="0"
      bg="#1f2533"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="2"
      data-testid="poster-placeholder"
    >
      <svg width="40" height="40" viewBox="0 0 52 60" aria-hidden="true" focusable="false">
        <path d="M0 0v60l52-30z" fill="#4a5368" />
      </svg>
      <Text fontSize="sm" color="#aab2c5">
        {label}
      </Text>
    </Box>
  );
}

/**
 * A 2:3 poster: pulse skeleton while loading, the image once loaded, the placeholder when the path is missing
 * or the image fails (spec section 4, "Poster image"; failure logged as a warning).
 */
export function PosterImage({
  path,
  alt,
  size = 'w342',
  priority = 'low',
  rounded = 'md',
}: PosterImageProps) {
  const src = tmdbImage(path, size);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>(src ? 'loading' : 'error');

  useEffect(() => {
    setStatus(src ? 'loading' : 'error');
  }, [src]);

  return (
    <AspectRatio ratio={2 / 3} w="full" rounded={rounded} overflow="hidden" bg="gray.800">
      <Box position="relative">
        {status === 'loading' && (
          <Skeleton
            position="absolute"
            inset="0"
            variant="pulse"
            aria-hidden="true"
            data-testid="poster-skeleton"
          />
        )}
        {status === 'error' || !src ? (
          <PosterPlaceholder />
        ) : (
          <Image
            src={src}
            alt={alt}
            loading={priority === 'high' ? 'eager' : 'lazy'}
            fetchPriority={priority === 'high' ? 'high' : 'auto'}
            decoding="async"
            position="absolute"
            inset="0"
            w="full"
            h="full"
            objectFit="cover"
            opacity={status === 'loaded' ? 1 : 0}
            transition="opacity 0.3s"
            onLoad={() => setStatus('loaded')}
            onError={() => {
              console.warn(`Poster failed to load: ${src}`);
              setStatus('error');
            }}
          />
        )}
      </Box>
    </AspectRatio>
  );
}
