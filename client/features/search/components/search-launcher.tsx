import type { Ref } from 'react';
import { SearchIcon } from '../../../components/icons';

/**
 * The home page's search field look-alike that opens the search modal. The same box as the pre-rendered
 * shell's (.sf-sh-launcher, components/ui.css), as a button: static classes, no per-render style work.
 */
export function SearchLauncher({
  onOpen,
  onIntent,
  ref,
}: {
  onOpen: () => void;
  /** The visitor is about to open it (pointer down or over, focus): load what opening needs. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type="button"
      ref={ref}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
      className="sf-sh-launcher sf-launcher"
      aria-haspopup="dialog"
      data-testid="search-launcher"
    >
      <SearchIcon />
      <span>Search for movies and TV shows...</span>
    </button>
  );
}
