import { useId, useRef, useState } from 'react';
import { Box, Input, InputGroup } from '../../../lib/chakra';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons';
import { useT } from '../../../i18n/i18n-provider';
import { suggestionPath } from '../suggestion-rules';
import { SuggestionList, optionId } from './suggestion-list';
import { useComboboxNav } from './use-combobox';
import { useSuggestionBox } from './use-suggestion-box';
import { useTypedAhead } from '../typed-ahead';

export interface HeaderSearchProps {
  /** Called after navigating, and on Escape when the list is already closed. */
  onDone?: () => void;
  autoFocus?: boolean;
  /** The input typed into while this field's code loaded (the header's stand-in): its text moves over. */
  typedAhead?: () => HTMLInputElement | null;
}

/**
 * The header's search bar (docs/spec.md §4): under 2 characters nothing is looked up and the list is closed;
 * from 2 characters suggestions arrive after a 300 ms pause (searching / results / none states).
 */
export function HeaderSearch({ onDone, autoFocus = true, typedAhead }: HeaderSearchProps) {
  const t = useT();
  const navigate = useNavigate();
  const listId = useId();
  const { text, setText, status, suggestions } = useSuggestionBox('bar');
  const [listOpen, setListOpen] = useState(true);
  const showList = listOpen && status !== 'idle';
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedAhead(typedAhead, inputRef, setText);

  const finish = (to: string) => {
    setText('');
    onDone?.();
    void navigate(to);
  };
  const pick = (i: number) => {
    const s = suggestions[i];
    if (s) finish(suggestionPath(s));
  };
  const submit = () => {
    const q = text.trim();
    if (q) finish(`/search?q=${encodeURIComponent(q)}`);
  };
  const nav = useComboboxNav({
    count: suggestions.length,
    open: showList && status === 'results',
    onPick: pick,
    onSubmit: submit,
    onEscape: () => {
      if (showList) setListOpen(false);
      else onDone?.();
    },
    onOpen: () => setListOpen(true),
  });

  return (
    <Box
      as="form"
      role="search"
      position="relative"
      w="full"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setListOpen(false);
      }}
    >
      <InputGroup startElement={<SearchIcon size={18} />}>
        <Input
          ref={inputRef}
          autoFocus={autoFocus}
          size="sm"
          bg="gray.900"
          borderColor="gray.600"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setListOpen(true);
            nav.setActiveIndex(-1);
          }}
          onFocus={() => setListOpen(true)}
          onKeyDown={nav.onKeyDown}
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={showList && status === 'results'}
          aria-controls={listId}
          aria-activedescendant={nav.activeIndex >= 0 ? optionId(listId, nav.activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="header-search-input"
        />
      </InputGroup>
      <Box
        position="absolute"
        top="calc(100% + 6px)"
        left="0"
        right="0"
        zIndex="dropdown"
        bg="gray.900"
        borderWidth="1px"
        borderColor="gray.700"
        rounded="md"
        shadow="lg"
        p="1"
        maxH="70vh"
        overflowY="auto"
        display={showList ? 'block' : 'none'}
        data-testid="header-suggestions"
      >
        <SuggestionList
          id={listId}
          status={showList ? status : 'idle'}
          query={text}
          suggestions={suggestions}
          activeIndex={nav.activeIndex}
          onHover={nav.setActiveIndex}
          onPick={pick}
        />
      </Box>
    </Box>
  );
}
