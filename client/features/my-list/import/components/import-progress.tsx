// The import's progress (issue #38): the worker reports every batch; only this small component re-renders for
// it (through a store, not the dialog's state), so a progress message costs the page a text and a <progress>,
// not the whole Chakra dialog (scripts/bench-import.mjs measures the main thread during a 5,000-row import).
import { useId, useSyncExternalStore } from 'react';
import { useT, type Translate } from '../../../../i18n/i18n-provider';
import type { MessageKey } from '../../../../i18n/catalogs';
import type { Phase } from '../import-protocol';
import '../../../../components/button.css';
import './import.css';

export interface Progress {
  phase: Phase;
  done: number;
  total: number;
}

export interface ProgressStore {
  get: () => Progress;
  set: (p: Progress) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createProgressStore(): ProgressStore {
  let value: Progress = { phase: 'reading', done: 0, total: 0 };
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (p) => {
      value = p;
      for (const l of listeners) l();
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

const PHASE_TEXT: Record<Phase, MessageKey> = {
  reading: 'import.phaseReading',
  parsing: 'import.phaseParsing',
  matching: 'import.phaseMatching',
  saving: 'import.phaseSaving',
};

export function progressText(p: Progress, t: Translate): string {
  if (p.phase === 'matching' && p.total > 0)
    return t('import.matchingCount', { done: p.done, total: p.total });
  return t(PHASE_TEXT[p.phase]);
}

export function ImportProgress({ store }: { store: ProgressStore }) {
  const t = useT();
  const p = useSyncExternalStore(store.subscribe, store.get, store.get);
  const id = useId();
  const counted = p.phase === 'matching' && p.total > 0;
  return (
    <>
      <label htmlFor={id} className="import-progress-label">
        {progressText(p, t)}
      </label>
      <progress
        id={id}
        className="import-progress"
        max={counted ? p.total : undefined}
        value={counted ? p.done : undefined}
      />
    </>
  );
}

/** The step while the worker reads, matches or saves: the file's name, the progress and (not while saving) cancel. */
export function ImportWorking({
  name,
  store,
  onCancel,
}: {
  name: string;
  store: ProgressStore;
  onCancel?: () => void;
}) {
  const t = useT();
  return (
    <div className="import-stack" data-testid="import-progress">
      <p className="import-strong">{name ? t('import.importingName', { name }) : t('import.importing')}</p>
      <ImportProgress store={store} />
      {onCancel && (
        <button
          type="button"
          className="sf-btn sf-btn--outline import-start"
          onClick={onCancel}
          data-testid="import-cancel"
        >
          {t('import.cancelImport')}
        </button>
      )}
    </div>
  );
}
