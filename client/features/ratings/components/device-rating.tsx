// The visitor's rating as this device knows it: a change waiting in the outbox, and the last one the server
// confirmed (lib/outbox.ts, live from IndexedDB). The rating block loads this once the page is idle, so a title
// page's load and hydration neither fetch Dexie nor open the database (issue 34); until then the block shows the
// server's answer, as it did while the live queries were reading.
import { useEffect } from 'react';
import { useMyRating, usePendingRating, type PendingRating } from '../../../lib/outbox';
import type { MyRating } from '../../../lib/db';

export interface DeviceRatingValue {
  pending?: PendingRating;
  mine?: MyRating;
}

export default function DeviceRating({
  contentType,
  id,
  onChange,
}: {
  contentType: 'movie' | 'series';
  id: number;
  onChange: (value: DeviceRatingValue) => void;
}) {
  const pending = usePendingRating(contentType, id);
  const mine = useMyRating(contentType, id);
  useEffect(() => onChange({ pending, mine }), [pending, mine, onChange]);
  return null;
}
