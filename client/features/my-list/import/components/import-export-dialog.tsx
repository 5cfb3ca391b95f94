// The Import / export dialog of My List (issue #38, docs/spec.md §7): pick or drop a file -> progress (with
// cancel) -> preview (matched / to check with candidates to pick / not found with a search by hand or skip) ->
// saved summary; or download My List as Letterboxd CSV or JSON. The worker reads, matches and writes; this
// component only holds the choices. A failed or cancelled import changes nothing.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '../../../../lib/chakra';
import type { MatchCandidate } from '../../../../../api/src/contract/title-match';
import { flushOutbox, registerBackgroundSync } from '../../../../lib/outbox-core';
import { getSessionId } from '../../../../lib/session';
import { watchSavedNow } from '../../saved-store';
import { startImportWorker } from '../import-client';
import type { FromWorker, Phase, ReadResult } from '../import-protocol';
import type { ChosenTitle, SaveSummary } from '../save-import';
import { ExportSection } from './export-section';
import { groupItems, ImportPreview, ImportSummary, plural } from './import-preview';
import { PickFile } from './pick-file';
import type { Choice } from './row-choice';
import './import.css';

export interface ImportExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: () => HTMLElement | null;
  contentId: string;
}

type State =
  | { step: 'pick'; error: string | null }
  | { step: 'working'; phase: Phase; done: number; total: number; name: string }
  | { step: 'preview'; result: ReadResult; name: string }
  | { step: 'saved'; summary: SaveSummary };

const PHASE_TEXT: Record<Phase, string> = {
  reading: 'Reading the file',
  parsing: 'Reading the rows',
  matching: 'Matching titles',
  saving: 'Saving on this device',
};

function progressText(s: Extract<State, { step: 'working' }>): string {
  if (s.phase === 'matching' && s.total > 0) {
    return `${PHASE_TEXT.matching}: ${s.done.toLocaleString('en')} of ${s.total.toLocaleString('en')}`;
  }
  return `${PHASE_TEXT[s.phase]}…`;
}

export default function ImportExportDialog({
  open,
  onOpenChange,
  trigger,
  contentId,
}: ImportExportDialogProps) {
  const [state, setState] = useState<State>({ step: 'pick', error: null });
  const [choices, setChoices] = useState<Map<number, Choice>>(new Map());
  const [announce, setAnnounce] = useState('');
  const worker = useRef<ReturnType<typeof startImportWorker> | null>(null);
  const searches = useRef(new Map<number, (r: MatchCandidate[]) => void>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressId = useId();
  const searchSeq = useRef(0);

  const stopWorker = () => {
    worker.current?.stop();
    worker.current = null;
  };
  useEffect(() => stopWorker, []);

  const onMessage = (m: FromWorker) => {
    if (m.type === 'progress') {
      setState((s) => (s.step === 'working' ? { ...s, phase: m.phase, done: m.done, total: m.total } : s));
    } else if (m.type === 'failed') {
      stopWorker();
      setState({ step: 'pick', error: m.message });
      setAnnounce(`This file could not be imported. ${m.message}`);
    } else if (m.type === 'read') {
      setState((s) => ({ step: 'preview', result: m, name: s.step === 'working' ? s.name : '' }));
      setChoices(new Map());
      const g = groupItems(m);
      setAnnounce(
        `Matched ${g.matched.length}, ${g.uncertain.length} to check, ${g.notFound.length} not found. ` +
          'Nothing is saved until you confirm.',
      );
    } else if (m.type === 'search') {
      searches.current.get(m.id)?.(m.results);
      searches.current.delete(m.id);
    } else if (m.type === 'saved') {
      stopWorker();
      setState({ step: 'saved', summary: m.summary });
      setAnnounce(
        `Import saved: ${plural(m.summary.added, 'title')} added, ${plural(m.summary.rated, 'rating')}.`,
      );
      watchSavedNow();
      void registerBackgroundSync();
      if (navigator.onLine)
        void flushOutbox().catch((err: unknown) => console.warn('Sync after import failed', err));
    }
  };

  const ensureWorker = () => (worker.current ??= startImportWorker(onMessage));

  const readFile = (file: File) => {
    stopWorker();
    setState({ step: 'working', phase: 'reading', done: 0, total: 0, name: file.name });
    setAnnounce(`Reading ${file.name}…`);
    ensureWorker().send({ type: 'read', file });
  };

  const cancel = () => {
    stopWorker();
    setState({ step: 'pick', error: null });
    setAnnounce('Import cancelled. Nothing was changed.');
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const search = (query: string) =>
    new Promise<MatchCandidate[]>((resolve) => {
      const id = ++searchSeq.current;
      searches.current.set(id, resolve);
      ensureWorker().send({ type: 'search', id, query });
    });

  const preview = state.step === 'preview' ? state.result : null;
  const groups = useMemo(() => groupItems(preview), [preview]);
  const chosen: ChosenTitle[] = useMemo(() => {
    const out: ChosenTitle[] = [];
    for (const i of groups.matched) out.push({ row: i.row, title: i.answer.match! });
    for (const i of [...groups.uncertain, ...groups.notFound]) {
      const c = choices.get(i.index);
      if (c && c !== 'skip') out.push({ row: i.row, title: c });
    }
    return out;
  }, [groups, choices]);
  const ratingCount = chosen.filter((c) => c.row.rating).length;

  const confirm = () => {
    const sessionId = getSessionId();
    setState({ step: 'working', phase: 'saving', done: 0, total: chosen.length, name: '' });
    setAnnounce('Saving on this device…');
    ensureWorker().send({ type: 'save', chosen, sessionId });
  };

  const choose = (index: number, c: Choice) => setChoices((prev) => new Map(prev).set(index, c));

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open && state.step === 'working' && state.phase !== 'saving') cancel();
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
              <Dialog.Title>Import or export My List</Dialog.Title>
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
                  <Stack gap="3" data-testid="import-progress">
                    <Text fontWeight="semibold">{state.name ? `Importing ${state.name}` : 'Importing'}</Text>
                    <label htmlFor={progressId}>
                      <Text as="span" fontSize="sm">
                        {progressText(state)}
                      </Text>
                    </label>
                    <progress
                      id={progressId}
                      className="import-progress"
                      max={state.phase === 'matching' && state.total ? state.total : undefined}
                      value={state.phase === 'matching' && state.total ? state.done : undefined}
                    />
                    {state.phase !== 'saving' && (
                      <HStack>
                        <Button variant="outline" onClick={cancel} data-testid="import-cancel">
                          Cancel import
                        </Button>
                      </HStack>
                    )}
                  </Stack>
                )}
                {state.step === 'preview' && (
                  <ImportPreview
                    result={state.result}
                    name={state.name}
                    groups={groups}
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
                <HStack gap="2" wrap="wrap" justify="end">
                  <Button variant="outline" onClick={cancel} data-testid="import-discard">
                    Cancel, save nothing
                  </Button>
                  <Button
                    colorPalette="yellow"
                    onClick={confirm}
                    disabled={chosen.length === 0}
                    data-testid="import-confirm"
                  >
                    Add {plural(chosen.length, 'title')}
                    {ratingCount ? ` and ${plural(ratingCount, 'rating')}` : ''}
                  </Button>
                </HStack>
              ) : (
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{state.step === 'saved' ? 'Done' : 'Close'}</Button>
                </Dialog.ActionTrigger>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
