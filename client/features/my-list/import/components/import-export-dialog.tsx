// The Import / export dialog of My List (issue #38, docs/spec.md §7): pick or drop a file -> progress (with
// cancel) -> preview (matched / to check with candidates to pick / not found with a search by hand or skip) ->
// saved summary; or download My List as Letterboxd CSV or JSON. The worker reads, matches and writes; this
// component only holds the choices. A failed or cancelled import changes nothing.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, CloseButton, Dialog, Portal, Stack } from '../../../../lib/chakra';
import type { MatchCandidate } from '../../../../../api/src/contract/title-match';
import { flushOutbox, registerBackgroundSync } from '../../../../lib/outbox-core';
import { getSessionId } from '../../../../lib/session';
import { useT } from '../../../../i18n/i18n-provider';
import { watchSavedNow } from '../../saved-store';
import { startImportWorker } from '../import-client';
import type { ImportProblem } from '../import-decode';
import type { Incoming } from '../import-incoming';
import type { FromWorker, PreviewItem, ReadSummary } from '../import-protocol';
import type { SaveSummary } from '../save-import';
import { ExportSection } from './export-section';
import { ConfirmButtons } from './confirm-buttons';
import { groupItems, ImportPreview, ImportSummary, picksOf, type PreviewGroups } from './import-preview';
import { createProgressStore, ImportWorking } from './import-progress';
import { PickFile } from './pick-file';
import type { Choice } from './row-choice';
import './import.css';

export interface ImportExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: () => HTMLElement | null;
  contentId: string;
  /** A file handed to the app (opened with it, or shared to it): read as if it had been picked. */
  incoming?: Incoming | null;
}

type State =
  | { step: 'pick'; error: ImportProblem | null }
  | { step: 'working'; saving: boolean; name: string }
  | { step: 'preview'; result: ReadSummary; groups: PreviewGroups; name: string }
  | { step: 'saved'; summary: SaveSummary };

// Steps change in transitions: React renders the next one in slices of a few ms (bench-import.mjs's 50 ms goal).
const later = startTransition;

export default function ImportExportDialog({
  open,
  onOpenChange,
  trigger,
  contentId,
  incoming,
}: ImportExportDialogProps) {
  const t = useT();
  const [state, setState] = useState<State>({ step: 'pick', error: null });
  const [choices, setChoices] = useState<Map<number, Choice>>(new Map());
  const [announce, setAnnounce] = useState('');
  const [progress] = useState(createProgressStore);
  const worker = useRef<ReturnType<typeof startImportWorker> | null>(null);
  const rows = useRef<PreviewItem[]>([]);
  const searches = useRef(new Map<number, (r: MatchCandidate[]) => void>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchSeq = useRef(0);
  // The worker's dry run of the save (planImport), the confirm button's promise: it counts only for the choices
  // on screen, those the latest run was for (never a previous run's).
  const [plan, setPlan] = useState<{ picks: unknown; summary: SaveSummary } | null>(null);
  const planned = useRef<{ id: number; picks: unknown }>({ id: 0, picks: null });

  const stopWorker = () => {
    worker.current?.stop();
    worker.current = null;
  };
  useEffect(() => stopWorker, []);

  const onMessage = (m: FromWorker) => {
    if (m.type === 'progress') progress.set(m);
    else if (m.type === 'rows') rows.current.push(...m.items);
    else if (m.type === 'failed') {
      stopWorker();
      later(() => {
        setState({ step: 'pick', error: m.problem });
        setAnnounce(t('import.announceFailed', { message: t(m.problem.key, m.problem.values) }));
      });
    } else if (m.type === 'read') {
      const { type: _, ...result } = m;
      const groups = groupItems(rows.current);
      rows.current = [];
      later(() => {
        setState((s) => ({ step: 'preview', result, groups, name: s.step === 'working' ? s.name : '' }));
        setChoices(new Map());
        setAnnounce(
          t('import.announceRead', {
            matched: String(result.counts.matched),
            uncertain: String(result.counts.uncertain),
            notFound: String(result.counts.notFound),
          }),
        );
      });
    } else if (m.type === 'planned') {
      if (m.id === planned.current.id) setPlan({ picks: planned.current.picks, summary: m.summary });
    } else if (m.type === 'search') {
      searches.current.get(m.id)?.(m.results);
      searches.current.delete(m.id);
    } else if (m.type === 'saved') {
      stopWorker();
      later(() => {
        setState({ step: 'saved', summary: m.summary });
        setAnnounce(t('import.announceSaved', { added: m.summary.added, rated: m.summary.rated }));
      });
      watchSavedNow();
      void registerBackgroundSync();
      if (navigator.onLine)
        void flushOutbox().catch((err: unknown) => console.warn('Sync after import failed', err));
    }
  };

  const ensureWorker = () => (worker.current ??= startImportWorker(onMessage));

  const readFile = (file: File) => {
    stopWorker();
    rows.current = [];
    progress.set({ phase: 'reading', done: 0, total: 0 });
    later(() => {
      setState({ step: 'working', saving: false, name: file.name });
      setAnnounce(t('import.announceReading', { name: file.name }));
    });
    ensureWorker().send({ type: 'read', file });
  };

  // A file opened with the installed app or shared to it (import-incoming.ts): read like a picked one.
  const readIncoming = useRef(readFile);
  readIncoming.current = readFile;
  useEffect(() => {
    if (incoming && 'file' in incoming) readIncoming.current(incoming.file);
    else if (incoming) setState({ step: 'pick', error: incoming.error });
  }, [incoming]);

  const cancel = () => {
    stopWorker();
    later(() => {
      setState({ step: 'pick', error: null });
      setAnnounce(t('import.announceCancelled'));
    });
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const search = (query: string) =>
    new Promise<MatchCandidate[]>((resolve) => {
      const id = ++searchSeq.current;
      searches.current.set(id, resolve);
      ensureWorker().send({ type: 'search', id, query });
    });

  const preview = state.step === 'preview' ? state : null;
  const picks = useMemo(() => picksOf(preview?.groups, choices), [preview, choices]);
  useEffect(() => {
    if (!preview) return;
    const id = (planned.current = { id: planned.current.id + 1, picks }).id;
    ensureWorker().send({ type: 'plan', id, picks: picks.map((p) => ({ index: p.index, title: p.title })) });
    // ensureWorker is stable in effect (a ref); the plan follows the preview and the choices only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preview, picks]);
  const current = plan && plan.picks === picks ? plan.summary : null;

  const confirm = () => {
    const sessionId = getSessionId();
    progress.set({ phase: 'saving', done: 0, total: current?.added ?? 0 });
    later(() => {
      setState({ step: 'working', saving: true, name: '' });
      setAnnounce(t('import.phaseSaving'));
    });
    ensureWorker().send({
      type: 'save',
      picks: picks.map((p) => ({ index: p.index, title: p.title })),
      sessionId,
    });
  };

  const choose = (index: number, c: Choice) => setChoices((prev) => new Map(prev).set(index, c));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open && state.step === 'working' && !state.saving) cancel();
        onOpenChange(d.open);
      }}
      onExitComplete={() => {
        if (state.step !== 'working') setState({ step: 'pick', error: null });
      }}
      size={{ base: 'full', md: 'xl' }}
      finalFocusEl={trigger}
      ids={{ content: contentId }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.900" data-testid="import-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('import.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box role="status" aria-live="polite" className="sf-visually-hidden" data-testid="import-live">
                {announce}
              </Box>
              <Stack gap="6">
                {state.step === 'pick' && (
                  <PickFile error={state.error} onFile={readFile} headingRef={headingRef} />
                )}
                {state.step === 'working' && (
                  <ImportWorking
                    name={state.name}
                    store={progress}
                    onCancel={state.saving ? undefined : cancel}
                  />
                )}
                {state.step === 'preview' && (
                  <ImportPreview
                    result={state.result}
                    name={state.name}
                    groups={state.groups}
                    choices={choices}
                    onChoose={choose}
                    search={search}
                  />
                )}
                {state.step === 'saved' && <ImportSummary summary={state.summary} />}
                {(state.step === 'pick' || state.step === 'saved') && (
                  <ExportSection announce={setAnnounce} />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {state.step === 'preview' ? (
                <ConfirmButtons onCancel={cancel} onConfirm={confirm} plan={current} />
              ) : (
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">
                    {t(state.step === 'saved' ? 'import.done' : 'import.close')}
                  </Button>
                </Dialog.ActionTrigger>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('import.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
