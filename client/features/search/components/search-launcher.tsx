import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { SearchIcon } from '../../../components/icons';
import { useLocalizedPath, useT } from '../../../i18n/i18n-provider';

/**
 * The home page's search field that opens the search modal: a real input (.sf-sh-launcher, components/ui.css;
 * static classes, no per-render style work). A tap focuses it at once
 * (the browser's own focus on pointer down: iOS opens the keyboard) and opens the modal, whose field takes over
 * what was typed meanwhile (features/search/typed-ahead.ts); typing or Enter from the keyboard opens it too.
 * Without scripts it is a plain search form (/search?q=, in the page's language). Typed into before the page's
 * scripts ran (it is in the server's HTML, so a visitor can), it opens the modal once hydrated, while it still has
 * the focus: the modal's field takes the text over and suggests at once, without waiting for another key.
 */
export function SearchLauncher({
  onOpen,
  onIntent,
  ref,
}: {
  onOpen: () => void;
  /** The visitor is about to open it (pointer down or over, focus): load what opening needs. */
  onIntent?: () => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const localized = useLocalizedPath();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  const openTypedAhead = useEffectEvent(() => {
    const el = input.current;
    if (el?.value && el === document.activeElement) onOpen();
  });
  useEffect(() => openTypedAhead(), []);
  return (
    <form
      role="search"
      action={localized('/search')}
      className="sf-sh-launcher sf-launcher"
      onSubmit={(e) => {
        e.preventDefault();
        onOpen();
      }}
    >
      {/* The form's submit button (a form needs one: HTML_CodeSniffer H32.2, issue #45): the magnifier. */}
      <button
        type="submit"
        className="sf-launcher__submit"
        aria-label={t('launcher.submit')}
        onPointerDown={onIntent}
      >
        <SearchIcon />
      </button>
      <input
        ref={input}
        type="search"
        name="q"
        className="sf-launcher__input"
        placeholder={t('launcher.placeholder')}
        aria-label={t('search.label')}
        aria-haspopup="dialog"
        autoComplete="off"
        enterKeyHint="search"
        onClick={onOpen}
        onInput={onOpen}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
        data-testid="search-launcher"
      />
    </form>
  );
}
