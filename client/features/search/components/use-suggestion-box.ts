import { useState } from 'react';
import type { Suggestion } from '../../../../api/src/contract';
import { useSuggestions } from '../../../api/autocomplete';
import { shouldLookup, suggestionRules, useDebouncedValue } from '../suggestion-rules';
import type { SuggestionStatus } from './suggestion-list';

/** Text, debounce and lookup state shared by the header search bar and the search modal. */
export function useSuggestionBox(where: 'bar' | 'modal') {
  const [text, setText] = useState('');
  const rules = suggestionRules(where, typeof window === 'undefined' ? 1024 : window.innerWidth);
  const debounced = useDebouncedValue(text, rules.debounceMs);
  const ready = shouldLookup(debounced, rules) && debounced.trim() === text.trim();
  const query = useSuggestions(debounced, shouldLookup(debounced, rules), where === 'modal');

  let status: SuggestionStatus;
  let suggestions: Suggestion[] = [];
  if (!shouldLookup(text, rules)) status = 'idle';
  else if (!ready || query.isPending || (query.isFetching && !query.data)) status = 'searching';
  else if (query.isError) status = 'none';
  else {
    suggestions = query.data ?? [];
    status = suggestions.length ? 'results' : 'none';
  }
  return { text, setText, status, suggestions, rules };
}
