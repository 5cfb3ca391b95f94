// "Export My List and ratings" (issue #38): the worker reads My List and the ratings from IndexedDB and writes
// the Letterboxd CSV and the JSON (export-list.ts); the page only saves the file.
import { useState } from 'react';
import { Button, HStack, Stack, Text } from '../../../../lib/chakra';
import { formatCount } from '../../../../lib/format';
import { download, startImportWorker } from '../import-client';

export function ExportSection({ announce }: { announce: (text: string) => void }) {
  const [busy, setBusy] = useState<'csv' | 'json' | null>(null);
  const exportAs = (kind: 'csv' | 'json') => {
    setBusy(kind);
    const w = startImportWorker((m) => {
      if (m.type === 'exported') {
        const day = new Date().toISOString().slice(0, 10);
        if (kind === 'csv') download(`streamfinder-${day}.csv`, 'text/csv', m.csv);
        else download(`streamfinder-${day}.json`, 'application/json', m.json);
        announce(`Exported ${formatCount(m.count)} ${m.count === 1 ? 'title' : 'titles'}.`);
      } else if (m.type === 'failed') announce(m.message);
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
        Export My List and ratings
      </Text>
      <Text fontSize="sm" color="gray.300">
        CSV in Letterboxd’s import format, or JSON; both with IMDb ids where known, and both import back here.
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => exportAs('csv')}
          loading={busy === 'csv'}
          disabled={busy !== null}
          data-testid="export-csv"
        >
          Download CSV (Letterboxd)
        </Button>
        <Button
          variant="outline"
          onClick={() => exportAs('json')}
          loading={busy === 'json'}
          disabled={busy !== null}
          data-testid="export-json"
        >
          Download JSON
        </Button>
      </HStack>
    </Stack>
  );
}
