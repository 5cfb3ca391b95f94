import type { ReactNode } from 'react';
import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { AlertIcon } from './icons';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <VStack py="12" px="4" gap="3" textAlign="center" data-testid="empty-state">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {description && (
        <Text color="gray.400" maxW="lg">
          {description}
        </Text>
      )}
      {action && <Box pt="2">{action}</Box>}
    </VStack>
  );
}

export interface ErrorStateProps {
  title: string;
  description?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ title, description, onRetry, retryLabel = 'Try again' }: ErrorStateProps) {
  return (
    <VStack role="alert" py="12" px="4" gap="3" textAlign="center" data-testid="error-state">
      <Box color="red.300">
        <AlertIcon size={36} />
      </Box>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {description && (
        <Text color="gray.300" maxW="lg">
          {description}
        </Text>
      )}
      {onRetry && (
        <Button mt="2" colorPalette="yellow" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </VStack>
  );
}
