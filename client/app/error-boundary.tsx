// Errors stay local: a render error in one page shows a friendly message inside <main> (header and footer
// stay), is logged, and offers "Try again" and "Go to home". The first error of a page is first treated as
// possibly caused by stored data: the unused cached answers are cleared and the page renders again by itself.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { AlertIcon } from '../components/icons';
import { queryClient } from '../lib/query-client';
import { clearStoredQueryData } from '../lib/storage-healing';

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_TEXT =
  'This page could not be shown. Please try again, or go back to the home page and keep browsing.';

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears the error. */
  resetKey?: string;
  /** Clear stored data and render again once before showing the message (off for the outer boundary). */
  heal?: boolean;
}

interface State {
  error: unknown;
  healing: boolean;
  healed: boolean;
}

export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, healing: false, healed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
    if (this.props.heal === false || this.state.healed) return;
    this.setState({ healing: true });
    void clearStoredQueryData(queryClient).finally(() =>
      this.setState({ error: null, healing: false, healed: true }),
    );
  }

  componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && (this.state.error || this.state.healed))
      this.setState({ error: null, healing: false, healed: false });
  }

  private retry = () => {
    // The failed page is unmounted: its answers (whatever broke it) are fetched again, not rendered again.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
    this.setState({ error: null, healing: false });
  };

  render() {
    if (!this.state.error) return this.props.children;
    if (this.state.healing) return <PageLoader />;
    return <PageErrorMessage onRetry={this.retry} />;
  }
}

export function PageErrorMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxW="2xl" py={{ base: 12, md: 20 }}>
      <VStack role="alert" gap="4" textAlign="center" data-testid="page-error">
        <Text as="span" color="red.300" aria-hidden="true">
          <AlertIcon size={36} />
        </Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {ERROR_TITLE}
        </Heading>
        <Text color="gray.300">{ERROR_TEXT}</Text>
        <HStack gap="3" pt="2" flexWrap="wrap" justify="center">
          <Button colorPalette="yellow" onClick={onRetry}>
            Try again
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">Go to home</RouterLink>
          </Button>
        </HStack>
      </VStack>
    </Container>
  );
}
