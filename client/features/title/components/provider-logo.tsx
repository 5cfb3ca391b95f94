import { useState } from 'react';
import { Box, Image } from '@chakra-ui/react';
import { tmdbImage } from '../../../lib/image';

export interface ProviderLogoProps {
  name: string;
  logoPath: string | null | undefined;
  /** Square size in px. */
  px: number;
  /** Empty alt when the name is given another way (e.g. the link's label). */
  decorative?: boolean;
}

/** The provider's logo (w92), or its first letter when there is no logo or it fails to load. */
export function ProviderLogo({ name, logoPath, px, decorative = false }: ProviderLogoProps) {
  const src = tmdbImage(logoPath, 'w92');
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Box
        w={`${px}px`}
        h={`${px}px`}
        rounded="lg"
        bg="gray.700"
        color="gray.50"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="bold"
        fontSize={`${Math.round(px * 0.45)}px`}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
        data-testid="provider-letter"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </Box>
    );
  }
  return (
    <Image
      src={src}
      alt={decorative ? '' : name}
      w={`${px}px`}
      h={`${px}px`}
      rounded="lg"
      objectFit="cover"
      loading="lazy"
      decoding="async"
      bg="gray.700"
      onError={() => {
        console.warn(`Provider logo failed to load: ${src}`);
        setFailed(true);
      }}
    />
  );
}
