// "Alert me when it streams on my services" (issue #37): offered after a visitor saves a title and on My List,
// with the iOS note; turning alerts off from the same place. Needs My services for the country (the alerts are
// about them). The permission prompt comes only from the click.
import { useEffect, useState } from 'react';
import { useMyServices } from '../../../lib/my-services';
import { useSelectedCountry } from '../../../lib/region';
import { alertsSupport, currentSubscription, disableAlerts, enableAlerts } from './push-subscription';
import '../../../components/button.css';

type State = 'checking' | 'off' | 'on' | 'busy' | 'denied' | 'failed';

export function AlertsOptIn() {
  const { country } = useSelectedCountry();
  const services = useMyServices(country);
  const support = alertsSupport();
  const [state, setState] = useState<State>('checking');
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
      <p className="sf-alerts-note" data-testid="alerts-ios">
        Alerts when a title streams on your services: on iPhone and iPad, add StreamFinder to your Home Screen
        and open it from there (iOS 16.4 or later).
      </p>
    );
  if (support === 'unsupported' || state === 'checking') return null;
  const turnOn = async () => {
    setState('busy');
    setState(await enableAlerts(country, services));
  };
  const turnOff = async () => {
    setState('busy');
    await disableAlerts().then(
      () => setState('off'),
      () => setState('on'),
    );
  };
  return (
    <div className="sf-alerts" data-testid="alerts-opt-in" role="group" aria-label="Alerts">
      {state === 'on' ? (
        <>
          <span role="status">Alerts are on for {country}.</span>{' '}
          <button type="button" className="sf-btn sf-btn--sm sf-btn--outline" onClick={() => void turnOff()}>
            Turn alerts off
          </button>
        </>
      ) : services.length === 0 ? (
        <span>Choose My services to get alerts when a saved title streams on them.</span>
      ) : (
        <>
          <button
            type="button"
            className="sf-btn sf-btn--sm sf-btn--outline"
            disabled={state === 'busy'}
            onClick={() => void turnOn()}
          >
            Alert me when it streams on my services
          </button>
          {state === 'denied' && (
            <span role="status"> Notifications are blocked for this site in your browser settings.</span>
          )}
          {state === 'failed' && <span role="status"> Alerts could not be turned on. Please try again.</span>}
          <span className="sf-alerts-note"> On iPhone and iPad: from the home-screen app (iOS 16.4+).</span>
        </>
      )}
    </div>
  );
}
