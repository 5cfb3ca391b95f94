import { Accordion, Container, Heading, Link, Text } from '../../lib/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../components/layout/page-title';
import { CONTACT_EMAIL } from '../layout/nav-items';
import { ChevronDownIcon } from '../../components/icons';

export const FAQ_ITEMS: Array<{ q: string; a: string }> = [
  {
    q: 'What is StreamFinder?',
    a: 'StreamFinder is a free guide that tells you where a movie or TV show can be streamed, rented or bought legally in your country. Search for a title and we list the services that offer it.',
  },
  {
    q: 'Does StreamFinder host or stream movies?',
    a: 'No. We do not host any content. Every option links to the official provider, where you watch, rent or buy the title under that provider’s terms.',
  },
  {
    q: 'Is StreamFinder free to use?',
    a: 'Yes. There is nothing to pay and no account to create. Some provider links are affiliate links: if you subscribe or buy through them we may earn a commission, at no extra cost to you. That is how we keep the site free.',
  },
  {
    q: 'How often is availability updated?',
    a: 'Our data is refreshed every 12 hours. Services add and remove titles often, so please check the provider before you pay.',
  },
  {
    q: 'Which countries are supported?',
    a: 'Over 60 countries. We detect your country when you first visit, and you can change it at any time with the country selector in the header or footer.',
  },
  {
    q: 'Why does availability differ between countries?',
    a: 'Streaming rights are sold country by country, so the same title can be on one service in one country and on another service, or nowhere, elsewhere. We always show the options for your selected country.',
  },
  {
    q: 'What do subscription, free with ads, rent and buy mean?',
    a: 'Subscription titles are included with a paid plan. Free with ads titles can be watched at no cost with advertising. Rent gives you a title for a limited time; buy lets you keep it in your library on that service.',
  },
  {
    q: 'Can I get notified when a title becomes available?',
    a: 'Yes, without an account. After you save a title to My List, choose “Alert me when it streams on my services”: your browser asks for permission once, and you get a notification when a saved title starts streaming on one of your services in your country (at most one a title a day). We store only what is needed to reach your browser, your list, your country and your services. Turn alerts off from My List at any time. On iPhone and iPad it works from the home-screen app (iOS 16.4 or later). Without alerts, My List itself says what changed since you last looked (“Now on Netflix”, “Left Prime Video”), worked out on your device, and the installed app’s icon counts the titles that changed where your device supports it.',
  },
  {
    q: 'Do I need an account to rate titles?',
    a: 'No. Ratings are tied to an anonymous session id stored in your browser. Click a star to rate a title; click the same star again to clear your rating.',
  },
  {
    q: 'Where do the ratings shown on cards come from?',
    a: 'Cards show the title’s community score from TMDB converted to a 5-star scale. On a title page you can also see the average of StreamFinder visitors’ ratings.',
  },
  {
    q: 'Does StreamFinder work offline or as an app?',
    a: 'Yes. You can install StreamFinder on your home screen. Titles you have opened, and every title on My List, are saved on your device and stay available offline, with their availability for your country (refreshed whenever you open My List online).',
  },
  {
    q: 'A title is listed on the wrong service. How do I report it?',
    a: `Write to ${CONTACT_EMAIL} with the title, your country and the service. We usually answer within 24-48 hours on business days.`,
  },
];

export default function FaqPage() {
  usePageMeta(
    'Frequently Asked Questions | StreamFinder',
    'Answers about StreamFinder: how availability is updated every 12 hours, supported countries, ratings, affiliate links and offline use.',
  );
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        Frequently Asked Questions
      </Heading>
      <Text color="gray.300" mt="3" mb="8">
        Can&apos;t find your answer?{' '}
        <Link asChild color="yellow.300">
          <RouterLink to="/contact">Contact us</RouterLink>
        </Link>
        .
      </Text>
      <Accordion.Root collapsible variant="enclosed" data-testid="faq">
        {FAQ_ITEMS.map((item, i) => (
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
