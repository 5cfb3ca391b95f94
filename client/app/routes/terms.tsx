import { usePageMeta } from '../../components/layout/page-title';
import { ProsePage, ProseSection } from '../../components/prose';
import { CONTACT_EMAIL } from '../layout/nav-items';

export default function TermsPage() {
  usePageMeta(
    'Terms of Service | StreamFinder',
    'The terms for using StreamFinder, the free guide to where movies and TV shows can be streamed, rented or bought.',
  );
  return (
    <ProsePage
      title="Terms of Service"
      updated="March 28, 2025"
      intro="These terms apply when you use StreamFinder. By using the site you agree to them. If you do not agree, please do not use the service."
    >
      <ProseSection title="What StreamFinder is">
        <p>
          StreamFinder is a free guide that shows where movies and TV shows can be streamed, rented or bought
          legally, per country. We do not host, stream, sell or rent any content. Every watch option links to
          the provider that offers it, and your use of that provider is governed by its own terms.
        </p>
      </ProseSection>
      <ProseSection title="Accuracy of information">
        <p>
          Availability, prices and catalogues change often. We refresh our data every 12 hours, but we cannot
          guarantee that a title is still available on a service, in your country, at the moment you look.
          Please check with the provider before you subscribe or pay.
        </p>
      </ProseSection>
      <ProseSection title="No accounts">
        <p>
          You can use every part of StreamFinder without an account. Ratings are tied to an anonymous session
          id kept in your browser; if you clear your browser data, you will no longer see your previous
          ratings.
        </p>
      </ProseSection>
      <ProseSection title="Acceptable use">
        <ul>
          <li>Use the site for personal, non-commercial purposes.</li>
          <li>Do not overload, scrape at scale, probe or disrupt the service or its API.</li>
          <li>Do not submit ratings automatically or try to manipulate average ratings.</li>
        </ul>
      </ProseSection>
      <ProseSection title="Affiliate links">
        <p>
          Some provider links are affiliate links. If you sign up or buy through them we may earn a
          commission, at no extra cost to you. This never changes which services we list for a title.
        </p>
      </ProseSection>
      <ProseSection title="Third-party content">
        <p>
          Title data and images are provided by TMDB. This product uses the TMDB API but is not endorsed or
          certified by TMDB. Streaming data is provided by JustWatch. Trademarks, posters and logos belong to
          their respective owners.
        </p>
      </ProseSection>
      <ProseSection title="Disclaimer and liability">
        <p>
          The service is provided &quot;as is&quot; without warranties of any kind. To the extent the law
          allows, we are not liable for losses arising from your use of the site or of the services it links
          to.
        </p>
      </ProseSection>
      <ProseSection title="Changes and contact">
        <p>
          We may update these terms; the date at the top of this page shows the latest version. Questions?
          Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </ProseSection>
    </ProsePage>
  );
}
