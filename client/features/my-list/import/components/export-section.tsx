// "Export My List and ratings" (issue #38): the worker reads My List and the ratings from IndexedDB and writes
// the Letterboxd CSV and the JSON (export-list.ts); the page only saves the file.
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '../../../../lib/chakra';
import { useT } from '../../../../i18n/i18n-provider';
import { download, startImportWorker } from '../import-client';

export function ExportSection({ announce }: { announce: (text: string) => void }) {
  const t = useT();
  const [busy, setBusy] = useState<'csv' | 'json' | null>(null);
  const exportAs = (kind: 'csv' | 'json') => {
    setBusy(kind);
    const w = startImportWorker((m) => {
      if (m.type === 'exported') {
        const day = new Date().toISOString().slice(0, 10);
        if (kind === 'csv') download(`streamfinder-${day}.csv`, 'text/csv', m.csv);
        else download(`streamfinder-${day}.json`, 'application/json', m.json);
        announce(t('import.announceExported', { count: m.count }));
      } else if (m.type === 'failed') announce(t(m.problem.key, m.problem.values));
      if (m.type === 'exported' || m.type === 'failed') {
        setBusy(null);
        w.stop();
      }
    });
    w.send({ type: 'export' });
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="import-export-h" borderTopWidth="1px" pt="5">
      <Text as="h3" id="import-export-h" fontWeight="semibold" fontSize="lg">
        {t('import.exportHeading')}
      </Text>
      <Text fontSize="sm" color="gray.300">
        {t('import.exportText')}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => exportAs('csv')}
          loading={busy === 'csv'}
          disabled={busy !== null}
          data-testid="export-csv"
        >
          {t('import.downloadCsv')}
        </Button>
        <Button
          variant="outline"
          onClick={() => exportAs('json')}
          loading={busy === 'json'}
          disabled={busy !== null}
          data-testid="export-json"
        >
          {t('import.downloadJson')}
        </Button>
      </HStack>
    </Stack>
  );
}
