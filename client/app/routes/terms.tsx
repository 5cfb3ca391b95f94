import { FormattedMessage, useIntl } from 'react-intl';
import { usePageMeta } from '../../components/layout/page-title';
import { ProsePage, ProseSection } from '../../components/prose';
import { useT } from '../../i18n/i18n-provider';
import { CONTACT_EMAIL } from '../layout/nav-items';

/** The terms' version; shown in the page's language (issue #46). */
export const TERMS_UPDATED = new Date('2025-03-28T00:00:00Z');

export default function TermsPage() {
  const t = useT();
  const intl = useIntl();
  usePageMeta(t('terms.metaTitle'), t('terms.metaDescription'));
  return (
    <ProsePage
      title={t('terms.title')}
      updated={t('terms.updated', {
        date: intl.formatDate(TERMS_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }),
      })}
      intro={t('terms.intro')}
    >
      <ProseSection title={t('terms.what.title')}>
        <p>{t('terms.what.body')}</p>
      </ProseSection>
      <ProseSection title={t('terms.accuracy.title')}>
        <p>{t('terms.accuracy.body')}</p>
      </ProseSection>
      <ProseSection title={t('terms.accounts.title')}>
        <p>{t('terms.accounts.body')}</p>
      </ProseSection>
      <ProseSection title={t('terms.use.title')}>
        <ul>
          <li>{t('terms.use.li1')}</li>
          <li>{t('terms.use.li2')}</li>
          <li>{t('terms.use.li3')}</li>
        </ul>
      </ProseSection>
      <ProseSection title={t('terms.affiliate.title')}>
        <p>{t('terms.affiliate.body')}</p>
      </ProseSection>
      <ProseSection title={t('terms.thirdParty.title')}>
        <p>{t('terms.thirdParty.body')}</p>
      </ProseSection>
      <ProseSection title={t('terms.liability.title')}>
        <p>{t('terms.liability.body')}</p>
      </ProseSection>
      <ProseSection title={t('terms.changes.title')}>
        <p>
          <FormattedMessage
            id="terms.changes.body"
            values={{
              email: CONTACT_EMAIL,
              mail: (chunks) => <a href={`mailto:${CONTACT_EMAIL}`}>{chunks}</a>,
            }}
          />
        </p>
      </ProseSection>
    </ProsePage>
  );
}
