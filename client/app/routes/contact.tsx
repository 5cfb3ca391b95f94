import { Box, Container, Heading, Link, Stack, Text } from '../../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../components/layout/page-title';
import { CONTACT_EMAIL } from '../layout/nav-items';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../i18n/i18n-provider';

export default function ContactPage() {
  const t = useT();
  usePageMeta(t('contact.metaTitle'), t('contact.metaDescription'));
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('contact.title')}
      </Heading>
      <Text color="gray.300" mt="3" fontSize="lg">
        {t('contact.intro')}
      </Text>
      <Box mt="8" p={{ base: '4', sm: '6' }} bg="whiteAlpha.50" rounded="lg">
        <Heading as="h2" size="md">
          {t('contact.email')}
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
          {t('contact.reply')}
        </Text>
      </Box>
      <Stack gap="4" mt="8" color="gray.300">
        <Heading as="h2" size="md" color="gray.50">
          {t('contact.before')}
        </Heading>
        <Text>{t('contact.beforeText')}</Text>
        <Text>
          <FormattedMessage
            id="contact.faqText"
            values={{
              link: (chunks) => (
                <Link asChild color="yellow.300">
                  <RouterLink to="/faq">{chunks}</RouterLink>
                </Link>
              ),
            }}
          />
        </Text>
      </Stack>
    </Container>
  );
}
