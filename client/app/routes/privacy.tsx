import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../components/layout/page-title';
import { ProsePage, ProseSection } from '../../components/prose';
import { useT } from '../../i18n/i18n-provider';
import { CONTACT_EMAIL } from '../layout/nav-items';

/** The policy's version; shown in the page's language (issue #46). */
export const PRIVACY_UPDATED = new Date('2025-03-28T00:00:00Z');

const code = (chunks: ReactNode[]) => <code>{chunks}</code>;

export default function PrivacyPage() {
  const t = useT();
  const intl = useIntl();
  usePageMeta(t('privacy.metaTitle'), t('privacy.metaDescription'));
  return (
    <ProsePage
      title={t('privacy.title')}
      updated={t('privacy.updated', {
        date: intl.formatDate(PRIVACY_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }),
      })}
      intro={t('privacy.intro')}
    >
      <ProseSection title={t('privacy.noAccounts.title')}>
        <p>{t('privacy.noAccounts.body')}</p>
      </ProseSection>
      <ProseSection title={t('privacy.session.title')}>
        <p>
          <FormattedMessage id="privacy.session.body" values={{ key: 'thestreamfinder_session_id', code }} />
        </p>
      </ProseSection>
      <ProseSection title={t('privacy.device.title')}>
        <ul>
          <li>
            <FormattedMessage id="privacy.device.li1" values={{ key: 'selectedCountry', code }} />
          </li>
          <li>{t('privacy.device.li2')}</li>
          <li>{t('privacy.device.li3')}</li>
          <li>{t('privacy.device.li4')}</li>
        </ul>
        <p>{t('privacy.device.body')}</p>
      </ProseSection>
      <ProseSection title={t('privacy.detection.title')}>
        <p>{t('privacy.detection.body')}</p>
      </ProseSection>
      <ProseSection title={t('privacy.server.title')}>
        <ul>
          <li>{t('privacy.server.li1')}</li>
          <li>{t('privacy.server.li2')}</li>
          <li>{t('privacy.server.li3')}</li>
        </ul>
        <p>{t('privacy.server.body')}</p>
      </ProseSection>
      <ProseSection title={t('privacy.affiliate.title')}>
        <p>{t('privacy.affiliate.body')}</p>
      </ProseSection>
      <ProseSection title={t('privacy.titleData.title')}>
        <p>{t('privacy.titleData.body')}</p>
      </ProseSection>
      <ProseSection title={t('privacy.children.title')}>
        <p>{t('privacy.children.body')}</p>
      </ProseSection>
      <ProseSection title={t('privacy.changes.title')}>
        <p>
          <FormattedMessage
            id="privacy.changes.body"
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
