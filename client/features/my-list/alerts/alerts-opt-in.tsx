// "Alert me when it streams on my services" (issue #37): offered after a visitor saves a title and on My List,
// with the iOS note; turning alerts off from the same place. Needs My services for the country (the alerts are
// about them): without them it offers the My services chooser in place. The permission prompt comes only from the
// click. Each step is bounded (push-subscription.ts, issue #45): while it waits the button says so, and it ends
// in alerts on or a message that says why, with the button ready to try again.
import { useEffect, useState } from 'react';
import { useMyServices } from '../../../lib/my-services';
import { useSelectedCountry } from '../../../lib/region';
import { MyServicesDialog } from '../components/my-services-dialog';
import {
  ALERTS_ENABLE_TIMEOUT_MS,
  alertsSupport,
  currentSubscription,
  disableAlerts,
  enableAlerts,
  type EnableOutcome,
} from './push-subscription';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import type { MessageKey } from '../../../i18n/catalogs';
import '../../../components/button.css';
import './alerts.css';

type State =
  'checking' | 'off' | 'on' | 'enabling' | 'disabling' | 'off-failed' | Exclude<EnableOutcome, 'on'>;

const MESSAGE: Partial<Record<State, MessageKey>> = {
  denied: 'alerts.denied',
  'no-answer': 'alerts.noAnswer',
  timeout: 'alerts.timeout',
  failed: 'alerts.failed',
  'off-failed': 'alerts.offFailed',
};

export function AlertsOptIn() {
  const t = useT();
  const locale = useLocale();
  const { country } = useSelectedCountry();
  const services = useMyServices(country);
  const support = alertsSupport();
  const [state, setState] = useState<State>('checking');
  // The chooser opened from the hint stays until it is closed, though the first service picked ends the hint.
  const [choosing, setChoosing] = useState(false);
  useEffect(() => {
    let live = true;
    void currentSubscription()
      .then((s) => live && setState(s ? 'on' : 'off'))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  if (support === 'ios-home-screen')
    return (
      <p className="sf-alerts sf-alerts-note" data-testid="alerts-ios">
        {t('alerts.ios')}
      </p>
    );
  if (support === 'unsupported' || state === 'checking') return null;
  const turnOn = async () => {
    if (state === 'enabling') return;
    setState('enabling');
    const outcome = await enableAlerts(country, services, locale);
    setState(outcome);
  };
  const turnOff = async () => {
    if (state === 'disabling') return;
    setState('disabling');
    await disableAlerts().then(
      () => setState('off'),
      () => setState('off-failed'),
    );
  };
  const messageKey = MESSAGE[state];
  const message = messageKey && t(messageKey, { seconds: ALERTS_ENABLE_TIMEOUT_MS / 1000 });
  const isOn = state === 'on' || state === 'disabling' || state === 'off-failed';
  return (
    <div className="sf-alerts" data-testid="alerts-opt-in" role="group" aria-label={t('alerts.group')}>
      {isOn ? (
        <>
          <span>{t('alerts.onFor', { country })}</span>
          <button
            type="button"
            className="sf-btn sf-btn--sm sf-btn--outline"
            aria-disabled={state === 'disabling' || undefined}
            aria-busy={state === 'disabling' || undefined}
            onClick={() => void turnOff()}
          >
            {state === 'disabling' ? t('alerts.turningOff') : t('alerts.turnOff')}
          </button>
        </>
      ) : services.length === 0 || choosing ? (
        <span className="sf-alerts__hint">
          <span>{t('alerts.chooseFirst')}</span>
          <MyServicesDialog
            triggerLabel={t('alerts.chooseServices')}
            testId="alerts-choose-services"
            onOpenChange={setChoosing}
          />
        </span>
      ) : (
        <>
          <button
            type="button"
            className="sf-btn sf-btn--sm sf-btn--outline"
            aria-disabled={state === 'enabling' || undefined}
            aria-busy={state === 'enabling' || undefined}
            onClick={() => void turnOn()}
          >
            {state === 'enabling' ? t('alerts.turningOn') : t('alerts.turnOn')}
          </button>
          <span className="sf-alerts-note">{t('alerts.iosNote')}</span>
        </>
      )}
      {/* One live region, present before its message, so screen readers hear the outcome. */}
      <span role="status" className="sf-alerts__status">
        {message}
      </span>
    </div>
  );
}
