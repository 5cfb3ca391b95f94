import { useId, useRef } from 'react';
import { Box, CloseButton, Dialog, Flex, Input, Portal, Text } from '../../../lib/chakra';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons';
import { suggestionPath } from '../suggestion-rules';
import { SuggestionList, optionId } from './suggestion-list';
import { useComboboxNav } from './use-combobox';
import { useSuggestionBox } from './use-suggestion-box';
import { useTypedAhead } from '../typed-ahead';
import { useT } from '../../../i18n/i18n-provider';

export interface SearchModalProps {
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the modal closes (the launcher). */
  returnFocusTo?: () => HTMLElement | null;
  /** The input typed into before the modal's own field was there (the launcher): its text moves over. */
  typedAhead?: () => HTMLInputElement | null;
}

/**
 * The home page's full-screen search (docs/spec.md §2): suggestions from 1 character (150 ms debounce on mobile),
 * falling back to search/multi; Escape or a click on the backdrop closes it; tips on mobile.
 */
export function SearchModal({ open, onClose, returnFocusTo, typedAhead }: SearchModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      placement="top"
      motionPreset="slide-in-top"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" backdropFilter="blur(6px)" />
        <Dialog.Positioner>
          <Dialog.Content
            bg="gray.900"
            mt={{ base: 0, md: 16 }}
            h={{ base: '100dvh', md: 'auto' }}
            minH={{ base: '100dvh', md: '0' }}
            maxH={{ base: '100dvh', md: 'calc(100dvh - 8rem)' }}
            data-testid="search-modal"
          >
            {open && <SearchModalBody onClose={onClose} typedAhead={typedAhead} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SearchModalBody({
  onClose,
  typedAhead,
}: {
  onClose: () => void;
  typedAhead?: () => HTMLInputElement | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const listId = useId();
  const { text, setText, status, suggestions } = useSuggestionBox('modal');
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedAhead(typedAhead, inputRef, setText);

  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const nav = useComboboxNav({
    count: suggestions.length,
    open: status === 'results',
    onPick: (i) => {
      const s = suggestions[i];
      if (s) go(suggestionPath(s));
    },
    onSubmit: () => {
      if (text.trim()) go(`/search?q=${encodeURIComponent(text.trim())}`);
    },
    // Escape closes the dialog itself (Dialog handles it).
    onEscape: () => {},
  });

  return (
    <>
      <Dialog.Header pb="2">
        <Dialog.Title srOnly>{t('search.label')}</Dialog.Title>
        <Flex
          as="form"
          role="search"
          w="full"
          align="center"
          gap="2"
          pr="10"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) go(`/search?q=${encodeURIComponent(text.trim())}`);
          }}
        >
          <Box color="gray.400">
            <SearchIcon />
          </Box>
          <Input
            ref={inputRef}
            autoFocus
            size="lg"
            variant="flushed"
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              nav.setActiveIndex(-1);
            }}
            onKeyDown={nav.onKeyDown}
            role="combobox"
            aria-label={t('search.label')}
            aria-autocomplete="list"
            aria-expanded={status === 'results'}
            aria-controls={listId}
            aria-activedescendant={nav.activeIndex >= 0 ? optionId(listId, nav.activeIndex) : undefined}
            autoComplete="off"
            enterKeyHint="search"
          />
        </Flex>
        <Dialog.CloseTrigger asChild top="4" insetEnd="3">
          <CloseButton size="sm" aria-label={t('header.closeSearch')} />
        </Dialog.CloseTrigger>
      </Dialog.Header>
      <Dialog.Body pb="6" overflowY="auto">
        <SuggestionList
          id={listId}
          variant="modal"
          status={status}
          query={text}
          suggestions={suggestions}
          activeIndex={nav.activeIndex}
          onHover={nav.setActiveIndex}
          onPick={(i) => {
            const s = suggestions[i];
            if (s) go(suggestionPath(s));
          }}
          idlePrompt={t('search.modalPrompt')}
        />
        {status === 'results' && (
          <Text fontSize="sm" color="gray.400" mt="3" textAlign="center">
            {t('search.enterForAll', { q: text.trim() })}
          </Text>
        )}
        <Box
          display={{ base: 'block', md: 'none' }}
          mt="6"
          p="4"
          bg="whiteAlpha.50"
          rounded="md"
          fontSize="sm"
          color="gray.300"
          data-testid="mobile-tips"
        >
          <Text fontWeight="semibold" mb="1">
            {t('search.tipsTitle')}
          </Text>
          <Text>{t('search.tipType')}</Text>
          <Text>{t('search.tipTap')}</Text>
          <Text>{t('search.tipKey')}</Text>
        </Box>
      </Dialog.Body>
    </>
  );
}
