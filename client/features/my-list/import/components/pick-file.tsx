// The import dialog's first step (issue #38): what can be imported, the last file's error if any, and a file
// picker that is also a drop zone.
import { type Ref, useId, useState } from 'react';
import { Box, Stack, Text } from '../../../../lib/chakra';
import './import.css';

export function PickFile({
  error,
  onFile,
  headingRef,
}: {
  error: string | null;
  onFile: (file: File) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <Stack as="section" gap="3" aria-labelledby={`${inputId}-h`}>
      <Text as="h3" id={`${inputId}-h`} fontWeight="semibold" fontSize="lg" ref={headingRef} tabIndex={-1}>
        Import a watchlist or ratings
      </Text>
      <Text fontSize="sm" color="gray.300">
        From IMDb (watchlist.csv or ratings.csv), Letterboxd (watchlist.csv or ratings.csv), a file exported
        here, or any CSV with a title and a year or an IMDb id per row. The file is read on this device and
        never uploaded; you see what matched before anything is saved.
      </Text>
      {error && (
        <Box
          role="alert"
          data-testid="import-error"
          borderWidth="1px"
          borderColor="red.400"
          bg="red.950"
          color="red.100"
          rounded="md"
          p="3"
        >
          <Text fontWeight="semibold">This file could not be imported</Text>
          <Text fontSize="sm" data-testid="import-error-message">
            {error}
          </Text>
          <Text fontSize="sm">Nothing on My List was changed. Choose another file below.</Text>
        </Box>
      )}
      <Box
        data-testid="import-drop"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'yellow.300' : 'gray.600'}
        rounded="md"
        p="5"
        textAlign="center"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files[0];
          if (file) onFile(file);
        }}
      >
        <Text fontSize="sm" mb="3" color="gray.300">
          Drop the file here, or
        </Text>
        <input
          id={inputId}
          type="file"
          accept=".csv,.txt,.json,text/csv,text/plain,application/json"
          className="sf-visually-hidden import-file-input"
          data-testid="import-file"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <label htmlFor={inputId} className="sf-btn sf-btn--outline import-file-label">
          Choose a file…
        </label>
      </Box>
    </Stack>
  );
}
