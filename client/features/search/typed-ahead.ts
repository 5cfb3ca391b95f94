// Search you can type into at once (issue 34): the field a visitor taps is a plain input that takes focus within
// the tap's own handler (the home page's launcher, the header's stand-in while its search loads), so iOS opens
// the keyboard and every key lands somewhere while the search's code loads (315-420 ms at 4x CPU). The real field,
// once mounted, takes over what was typed and the focus in one go (a layout effect: no key event can come in
// between).
import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * On mount, when there is a `from`: moves the text of `from()` (the plain input typed into so far, emptied) into
 * the field through `setText`, and focuses `input`. Once per mount.
 */
export function useTypedAhead(
  from: (() => HTMLInputElement | null) | undefined,
  input: RefObject<HTMLInputElement | null>,
  setText: (text: string) => void,
): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || !from) return;
    done.current = true;
    const early = from();
    const typed = early?.value ?? '';
    if (early) early.value = '';
    if (typed) setText(typed);
    input.current?.focus();
  }, [from, input, setText]);
}
