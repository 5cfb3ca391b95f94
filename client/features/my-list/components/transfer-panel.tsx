import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '../../../lib/chakra';
import { useQueryClient } from '@tanstack/react-query';
import { toaster } from '../../../components/toaster';
import { COPY_TIMEOUT_MS, withTimeout } from '../../../lib/with-timeout';
import type { TransferCode } from '../../../../api/src/contract';
import { claimTransferCode, createTransferCode, transferErrorText, transferSummary } from '../api/transfer';
import { useLocale, useT } from '../../../i18n/i18n-provider';

/**
 * "Copy My List to another device": create a one-time code here (with a Copy button), or enter one made on another
 * device; a copy that worked closes the dialog and says in a toast what came over.
 */
export function TransferPanel() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [code, setCode] = useState<TransferCode | null>(null);
  const [entered, setEntered] = useState('');
  const [busy, setBusy] = useState<'create' | 'claim' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setBusy('create');
    setError(null);
    setCopied(null);
    try {
      setCode(await createTransferCode());
    } catch (err) {
      setError(transferErrorText(err, t));
    } finally {
      setBusy(null);
    }
  };
  const claim = async () => {
    setBusy('claim');
    setError(null);
    try {
      const r = await claimTransferCode(entered);
      await queryClient.invalidateQueries({ queryKey: ['watchlist'] });
      await queryClient.invalidateQueries({ queryKey: ['rating'] });
      setEntered('');
      setOpen(false);
      toaster.create({
        type: 'success',
        title: t('transfer.toastTitle'),
        description: transferSummary(r, t, locale),
      });
    } catch (err) {
      setError(transferErrorText(err, t));
    } finally {
      setBusy(null);
    }
  };

  const copyCode = async () => {
    if (!code) return;
    try {
      await withTimeout(navigator.clipboard.writeText(code.code), COPY_TIMEOUT_MS, 'Copying the code');
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): the code stays on screen to copy by hand.
      setCopied('no');
    }
  };

  return (
    <Dialog.Root
      size={{ base: 'full', md: 'md' }}
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      onExitComplete={() => {
        setError(null);
        setCopied(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="transfer-open">
          {t('transfer.open')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.900" data-testid="transfer-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('transfer.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                <Stack gap="2">
                  <Text fontSize="sm" color="gray.300">
                    {t('transfer.intro')}
                  </Text>
                  <HStack>
                    <Button onClick={() => void create()} loading={busy === 'create'} colorPalette="yellow">
                      {t('transfer.create')}
                    </Button>
                  </HStack>
                  {code && (
                    <Stack gap="2" data-testid="transfer-code-box">
                      <HStack gap="3" wrap="wrap">
                        <Text>
                          {t('transfer.yourCode')}{' '}
                          <Text
                            as="strong"
                            fontFamily="mono"
                            fontSize="xl"
                            letterSpacing="widest"
                            data-testid="transfer-code"
                          >
                            {code.code}
                          </Text>
                        </Text>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void copyCode()}
                          data-testid="transfer-copy"
                        >
                          {t(copied === 'yes' ? 'transfer.copied' : 'transfer.copyCode')}
                        </Button>
                      </HStack>
                      <Text fontSize="sm" color="gray.300" role="status" data-testid="transfer-copy-status">
                        {copied === 'yes'
                          ? t('transfer.onClipboard')
                          : copied === 'no'
                            ? t('transfer.copyFailed')
                            : ''}
                      </Text>
                      <Text fontSize="sm" color="gray.300">
                        {t('transfer.validUntil', {
                          // English as before (the browser's own format); other languages in theirs.
                          date: new Date(code.expires_at).toLocaleString(
                            locale === 'en' ? undefined : locale,
                          ),
                        })}
                      </Text>
                    </Stack>
                  )}
                </Stack>
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    void claim();
                  }}
                >
                  <Stack gap="2">
                    <Field.Root invalid={!!error}>
                      <Field.Label>{t('transfer.haveCode')}</Field.Label>
                      <Input
                        value={entered}
                        onChange={(e) => setEntered(e.target.value)}
                        autoComplete="off"
                        autoCapitalize="characters"
                        maxLength={12}
                        data-testid="transfer-input"
                      />
                      {error && <Field.ErrorText data-testid="transfer-error">{error}</Field.ErrorText>}
                    </Field.Root>
                    <HStack>
                      <Button type="submit" loading={busy === 'claim'} disabled={entered.trim().length < 8}>
                        {t('transfer.claim')}
                      </Button>
                    </HStack>
                  </Stack>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('transfer.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
