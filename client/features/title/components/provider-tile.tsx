import { Box, Link, Text } from '@chakra-ui/react';
import type { Provider } from '../../../../api/src/contract';
import { ProviderLogo } from './provider-logo';

export interface ProviderTileProps {
  provider: Provider;
  href: string;
  /** 'Subscription', 'Rent'... for the link's accessible name. */
  groupLabel: string;
}

/** One provider: logo (letter fallback) and name, lifting on hover/focus, opening the provider in a new tab. */
export function ProviderTile({ provider, href, groupLabel }: ProviderTileProps) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${provider.provider_name}, ${groupLabel} (opens in a new tab)`}
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="1.5"
      w="full"
      p="1"
      rounded="lg"
      color="inherit"
      textDecoration="none"
      className="group"
      _hover={{ textDecoration: 'none' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'yellow.400', outlineOffset: '2px' }}
      data-testid="provider-tile"
      data-provider-id={provider.provider_id}
    >
      <Box
        rounded="lg"
        boxShadow="sm"
        transition="transform 0.2s ease, box-shadow 0.2s ease"
        _groupHover={{ transform: 'translateY(-3px) scale(1.06)', boxShadow: '0 6px 16px rgba(0,0,0,0.5)' }}
        _groupFocusVisible={{ transform: 'translateY(-3px) scale(1.06)' }}
        _motionReduce={{
          transition: 'none',
          _groupHover: { transform: 'none' },
          _groupFocusVisible: { transform: 'none' },
        }}
      >
        <ProviderLogo name={provider.provider_name} logoPath={provider.logo_path} px={56} />
      </Box>
      <Text
        fontSize="xs"
        textAlign="center"
        lineClamp={2}
        color="gray.300"
        _groupHover={{ color: 'gray.50' }}
        aria-hidden="true"
      >
        {provider.provider_name}
      </Text>
    </Link>
  );
}
