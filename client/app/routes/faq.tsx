import { Accordion, Container, Heading, Link, Text } from '../../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../components/layout/page-title';
import { CONTACT_EMAIL } from '../layout/nav-items';
import { ChevronDownIcon } from '../../components/icons';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/catalogs';

/** The twelve questions, in order: `faq.q1`/`faq.a1` … `faq.q12`/`faq.a12` in the catalogs (issue #46). */
const FAQ_COUNT = 12;

export default function FaqPage() {
  const t = useT();
  usePageMeta(t('faq.metaTitle'), t('faq.metaDescription'));
  const items = Array.from({ length: FAQ_COUNT }, (_, i) => ({
    q: t(`faq.q${i + 1}` as MessageKey),
    a: t(`faq.a${i + 1}` as MessageKey, { email: CONTACT_EMAIL }),
  }));
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {t('faq.title')}
      </Heading>
      <Text color="gray.300" mt="3" mb="8">
        <FormattedMessage
          id="faq.notFound"
          values={{
            link: (chunks) => (
              <Link asChild color="yellow.300">
                <RouterLink to="/contact">{chunks}</RouterLink>
              </Link>
            ),
          }}
        />
      </Text>
      <Accordion.Root collapsible variant="enclosed" data-testid="faq">
        {items.map((item, i) => (
          <Accordion.Item key={item.q} value={`faq-${i}`}>
            <Accordion.ItemTrigger py="4" cursor="pointer">
              <Text as="span" fontWeight="semibold" flex="1" textAlign="left">
                {item.q}
              </Text>
              {/* A span: a button holds phrasing content only (Chakra's indicator is a div). */}
              <Accordion.ItemIndicator asChild>
                <span>
                  <ChevronDownIcon />
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="gray.300">{item.a}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Container>
  );
}
