// The import dialog's first step (issue #38): what can be imported, the last file's error if any, and a file
// picker that is also a drop zone.
import { type Ref, useId, useState } from 'react';
import { Box, Stack, Text } from '../../../../lib/chakra';
import { useT } from '../../../../i18n/i18n-provider';
import type { ImportProblem } from '../import-decode';
import './import.css';

export function PickFile({
  error,
  onFile,
  headingRef,
}: {
  error: ImportProblem | null;
  onFile: (file: File) => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <Stack as="section" gap="3" aria-labelledby={`${inputId}-h`}>
      <Text as="h3" id={`${inputId}-h`} fontWeight="semibold" fontSize="lg" ref={headingRef} tabIndex={-1}>
        {t('import.pickHeading')}
      </Text>
      <Text fontSize="sm" color="gray.300">
        {t('import.pickText')}
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
          <Text fontWeight="semibold">{t('import.errorTitle')}</Text>
          <Text fontSize="sm" data-testid="import-error-message">
            {t(error.key, error.values)}
          </Text>
          <Text fontSize="sm">{t('import.errorNothingChanged')}</Text>
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
          {t('import.drop')}
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
          {t('import.choose')}
        </label>
      </Box>
    </Stack>
  );
}
