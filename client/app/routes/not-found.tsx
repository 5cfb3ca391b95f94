import { useEffect } from 'react';
import { Text } from '../../lib/chakra';
import { useLocation } from 'react-router-dom';
import { NotFoundView } from '../../components/not-found-view';
import { legacyRedirectTarget } from '../layout/legacy-redirect';

export default function NotFoundPage() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target =
    legacyRedirectTarget(location.pathname) ?? legacyRedirectTarget(typeof from === 'string' ? from : null);

  useEffect(() => {
    // Old addresses are sent to their new form by a full page load (docs/spec.md §2, 404 page).
    if (target) window.location.replace(target);
  }, [target]);

  return (
    <NotFoundView
      notice={
        target && (
          <Text role="status" color="yellow.200">
            Taking you to the new address…
          </Text>
        )
      }
    />
  );
}
