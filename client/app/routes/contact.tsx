import { Box, Container, Heading, Link, Stack, Text } from '../../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../components/layout/page-title';
import { CONTACT_EMAIL } from '../layout/nav-items';

export default function ContactPage() {
  usePageMeta(
    'Contact Us | StreamFinder',
    'Questions, corrections or partnership requests? Write to the StreamFinder team; we answer within 24-48 hours on business days.',
  );
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Contact Us
      </Heading>
      <Text color="gray.300" mt="3" fontSize="lg">
        Spotted a title that is listed on the wrong service, have a question, or want to work with us? We
        would love to hear from you.
      </Text>
      <Box mt="8" p={{ base: '4', sm: '6' }} bg="whiteAlpha.50" rounded="lg">
        <Heading as="h2" size="md">
          Email
        </Heading>
        <Link
          href={`mailto:${CONTACT_EMAIL}`}
          color="yellow.300"
          fontSize="xl"
          fontWeight="semibold"
          mt="2"
          display="inline-block"
          maxW="full"
          overflowWrap="anywhere"
        >
          {CONTACT_EMAIL}
        </Link>
        <Text color="gray.300" mt="3">
          We usually reply within 24-48 hours on business days (Monday to Friday).
        </Text>
      </Box>
      <Stack gap="4" mt="8" color="gray.300">
        <Heading as="h2" size="md" color="gray.50">
          Before you write
        </Heading>
        <Text>
          Availability changes often. Our data is refreshed every 12 hours, so a title that just arrived on a
          service may take a little while to appear. Please include the title, your country and the service in
          your message.
        </Text>
        <Text>
          Many common questions are answered in our{' '}
          <Link asChild color="yellow.300">
            <RouterLink to="/faq">FAQ</RouterLink>
          </Link>
          . We do not host or sell any content ourselves, so we cannot help with subscriptions or payments on
          streaming services: please contact the provider directly.
        </Text>
      </Stack>
    </Container>
  );
}
