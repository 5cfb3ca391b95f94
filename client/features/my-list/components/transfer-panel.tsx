import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '../../../lib/chakra';
import { useQueryClient } from '@tanstack/react-query';
import { toaster } from '../../../components/toaster';
import type { TransferCode } from '../../../../api/src/contract';
import { claimTransferCode, createTransferCode, transferErrorText } from '../api/transfer';

/** "Copy My List to another device": create a one-time code here, or enter one made on another device. */
export function TransferPanel() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState<TransferCode | null>(null);
  const [entered, setEntered] = useState('');
  const [busy, setBusy] = useState<'create' | 'claim' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setBusy('create');
    setError(null);
    try {
      setCode(await createTransferCode());
    } catch (err) {
      setError(transferErrorText(err));
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
      toaster.create({
        type: 'success',
        title: 'Copied to this device',
        description: `${r.titles} ${r.titles === 1 ? 'title' : 'titles'} and ${r.ratings} ${r.ratings === 1 ? 'rating' : 'ratings'}${r.services ? ', and My services' : ''}.`,
      });
    } catch (err) {
      setError(transferErrorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog.Root size={{ base: 'full', md: 'md' }} onExitComplete={() => setError(null)}>
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" data-testid="transfer-open">
          Copy to another device
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="gray.900" data-testid="transfer-dialog">
            <Dialog.Header>
              <Dialog.Title>Copy My List to another device</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="6">
                <Stack gap="2">
                  <Text fontSize="sm" color="gray.300">
                    Create a one-time code here and enter it on the other device within 24 hours. It copies
                    your list, your ratings and My services. No account, no e-mail.
                  </Text>
                  <HStack>
                    <Button onClick={() => void create()} loading={busy === 'create'} colorPalette="yellow">
                      Create a code
                    </Button>
                  </HStack>
                  {code && (
                    <Text data-testid="transfer-code-box">
                      Your code:{' '}
                      <Text
                        as="strong"
                        fontFamily="mono"
                        fontSize="xl"
                        letterSpacing="widest"
                        data-testid="transfer-code"
                      >
                        {code.code}
                      </Text>{' '}
                      (valid until {new Date(code.expires_at).toLocaleString()}, once)
                    </Text>
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
                      <Field.Label>Have a code from another device?</Field.Label>
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
                        Copy to this device
                      </Button>
                    </HStack>
                  </Stack>
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
