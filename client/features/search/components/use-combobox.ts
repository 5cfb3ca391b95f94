import { useCallback, useState, type KeyboardEvent } from 'react';

export interface ComboboxNav {
  activeIndex: number;
  setActiveIndex: (i: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * Keyboard model of the combobox pattern: ArrowDown/ArrowUp move through the options (wrapping), Home/End
 * jump, Enter picks the active option (or submits the text when none is active), Escape closes.
 */
export function useComboboxNav(options: {
  count: number;
  open: boolean;
  onPick: (index: number) => void;
  onSubmit: () => void;
  onEscape: () => void;
  onOpen?: () => void;
}): ComboboxNav {
  const { count, open, onPick, onSubmit, onEscape, onOpen } = options;
  const [activeIndex, setActiveIndex] = useState(-1);
  const active = open && activeIndex < count ? activeIndex : -1;

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          if (!open) onOpen?.();
          if (count) setActiveIndex(active + 1 >= count ? 0 : active + 1);
          break;
        case 'ArrowUp':
          event.preventDefault();
          if (count) setActiveIndex(active <= 0 ? count - 1 : active - 1);
          break;
        case 'Home':
          if (open && count && active >= 0) {
            event.preventDefault();
            setActiveIndex(0);
          }
          break;
        case 'End':
          if (open && count && active >= 0) {
            event.preventDefault();
            setActiveIndex(count - 1);
          }
          break;
        case 'Enter':
          event.preventDefault();
          if (active >= 0) onPick(active);
          else onSubmit();
          break;
        case 'Escape':
          setActiveIndex(-1);
          onEscape();
          break;
        default:
          break;
      }
    },
    [active, count, open, onPick, onSubmit, onEscape, onOpen],
  );

  return { activeIndex: active, setActiveIndex, onKeyDown };
}
