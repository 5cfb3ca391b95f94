import { usePageMeta } from '../../components/layout/page-title';
import { ProsePage, ProseSection } from '../../components/prose';
import { CONTACT_EMAIL } from '../layout/nav-items';

export default function PrivacyPage() {
  usePageMeta(
    'Privacy Policy | StreamFinder',
    'How StreamFinder handles your data: no accounts, an anonymous session id for ratings, data kept on your device, no third-party trackers.',
  );
  return (
    <ProsePage
      title="Privacy Policy"
      updated="March 28, 2025"
      intro="StreamFinder helps you find where movies and TV shows can be watched legally in your country. We built it to work without accounts and to collect as little about you as possible. This policy explains what we keep, where, and why."
    >
      <ProseSection title="No accounts, no profile">
        <p>
          You never sign up or sign in. We do not ask for your name, e-mail address, phone number or payment
          details, and we do not build a profile of you.
        </p>
      </ProseSection>
      <ProseSection title="The anonymous session id">
        <p>
          The first time you rate a title, your browser creates a random identifier (a UUID) and keeps it in
          local storage under the key <code>thestreamfinder_session_id</code>. Your star ratings are sent to
          our server with this id so that you see your own rating again and so that we can show an average
          rating for each title. The id is not linked to your name, your e-mail address or your IP address.
          Clearing your browser storage removes it; you then start again with a new one.
        </p>
      </ProseSection>
      <ProseSection title="What is stored on your device">
        <ul>
          <li>
            Your selected country (key <code>selectedCountry</code>), so lists and availability match where
            you are.
          </li>
          <li>The anonymous session id described above.</li>
          <li>
            Titles you opened, with their availability for your country, and lists of genres, countries and
            providers, kept in your browser (IndexedDB) so that the site keeps working offline.
          </li>
          <li>Ratings you made while offline, until they can be sent.</li>
        </ul>
        <p>
          This data stays in your browser. You can remove it at any time by clearing the site data in your
          browser settings.
        </p>
      </ProseSection>
      <ProseSection title="Country detection">
        <p>
          If you have not chosen a country, our own server suggests one from information your browser already
          sends with each request (for example your language settings or the country reported by our hosting
          provider). Your IP address is not sent to any third-party geolocation service. You can change the
          country at any time with the selector in the header.
        </p>
      </ProseSection>
      <ProseSection title="What our server records">
        <ul>
          <li>Your star ratings with the anonymous session id, the title and the time of the rating.</li>
          <li>
            Aggregate page-view counts per page and per day, with nothing that identifies a visitor. When your
            browser sends a Do Not Track or Global Privacy Control signal, we do not count your visit.
          </li>
          <li>Short-lived technical logs needed to keep the service secure and running.</li>
        </ul>
        <p>
          We do not sell or share personal data, and we do not load third-party tracking or advertising
          scripts.
        </p>
      </ProseSection>
      <ProseSection title="Affiliate links and external sites">
        <p>
          Some links to streaming services are affiliate links: if you subscribe or buy after following one,
          we may earn a commission at no extra cost to you. When you follow a link you leave StreamFinder, and
          the privacy policy of that service applies.
        </p>
      </ProseSection>
      <ProseSection title="Title data">
        <p>
          Title information and images come from TMDB. This product uses the TMDB API but is not endorsed or
          certified by TMDB. Streaming availability data is provided by JustWatch. Posters and logos are
          loaded from TMDB&apos;s image servers, which receive the usual technical information a browser sends
          with any request.
        </p>
      </ProseSection>
      <ProseSection title="Children">
        <p>
          StreamFinder is a general-audience service and does not knowingly collect information from children.
        </p>
      </ProseSection>
      <ProseSection title="Changes and contact">
        <p>
          If we change this policy we will update the date at the top of this page. Questions about privacy?
          Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </ProseSection>
    </ProsePage>
  );
}
