import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import '../star-rating.css';

export type StarSize = 'sm' | 'md' | 'lg';

const STAR_PX: Record<StarSize, number> = { sm: 16, md: 26, lg: 34 };
/** Touch targets: at least 44 px for the interactive sizes (sm is for dense, read-only use). */
const TARGET_PX: Record<StarSize, number> = { sm: 24, md: 44, lg: 48 };

export interface StarRatingProps {
  /** Current whole-star value, 0 = none. */
  value: number;
  onChange?: (value: number) => void;
  count?: number;
  size?: StarSize;
  readOnly?: boolean;
  /** Accessible name of the group, e.g. 'Rate Fight Club'. */
  label: string;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function StarIcon({ filled, px }: { filled: boolean; px: number }) {
  return (
    <svg width={px} height={px} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={STAR_PATH}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Five stars with radio-group semantics (docs/spec.md §4 'Star rating'): click sets the value, clicking the
 * current star resets to 0, hover highlights up to the hovered star, arrow keys move the choice, Home/End jump,
 * Delete/Backspace/0 clear. Read-only ignores input (used while saving).
 */
export function StarRating({
  value,
  onChange,
  count = 5,
  size = 'md',
  readOnly = false,
  label,
}: StarRatingProps) {
  const [hover, setHover] = useState(0);
  const t = useT();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = Math.max(0, Math.min(count, Math.round(value)));
  const shown = !readOnly && hover > 0 ? hover : current;
  const px = STAR_PX[size];
  const target = TARGET_PX[size];

  const choose = (next: number, focus = false) => {
    if (readOnly || !onChange) return;
    onChange(next);
    if (focus && next > 0) refs.current[next - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = Math.min(count, current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = Math.max(1, current - 1);
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = count;
    else if (event.key === 'Delete' || event.key === 'Backspace' || event.key === '0') next = 0;
    else if (/^[1-9]$/.test(event.key) && Number(event.key) <= count) next = Number(event.key);
    if (next === null) return;
    event.preventDefault();
    if (next !== current) choose(next, true);
  };

  // Static classes (features/ratings/star-rating.css): no style work per star (issue #10).
  const box = { width: `${target}px`, height: `${target}px` };
  return (
    <div
      className="sf-stars"
      role="radiogroup"
      aria-label={label}
      aria-readonly={readOnly || undefined}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setHover(0)}
      data-testid="star-rating"
      data-value={current}
    >
      {Array.from({ length: count }, (_, i) => {
        const star = i + 1;
        const checked = star === current;
        const focusable = current === 0 ? star === 1 : checked;
        return (
          <button
            key={star}
            ref={(el: HTMLButtonElement | null) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            className={star <= shown ? 'sf-star sf-star--on' : 'sf-star'}
            style={box}
            aria-checked={checked}
            aria-label={t('rating.star', { value: star, count })}
            aria-disabled={readOnly || undefined}
            tabIndex={focusable ? 0 : -1}
            onMouseEnter={() => !readOnly && setHover(star)}
            onFocus={() => setHover(0)}
            onClick={() => choose(star === current ? 0 : star)}
          >
            <StarIcon filled={star <= shown} px={px} />
          </button>
        );
      })}
    </div>
  );
}

/** A star whose left half is filled (the clip path's id is the row's own). */
function HalfStarIcon({ px, clipId }: { px: number; clipId: string }) {
  return (
    <svg width={px} height={px} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} fill="currentColor" clipPath={`url(#${clipId})`} />
      <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Non-interactive stars for an average, hidden from screen readers (the figure beside them is read): in half
 * stars, the nearest half of the value (contract/rating-scale.ts gives the shown figure's stars).
 */
export function StarDisplay({
  value,
  size = 'sm',
  count = 5,
}: {
  value: number;
  size?: StarSize;
  count?: number;
}) {
  const clipId = `sf-half-${useId().replace(/:/g, '')}`;
  const halves = Math.round(Math.max(0, Math.min(count, Number.isFinite(value) ? value : 0)) * 2);
  return (
    <span className="sf-stars-display" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => {
        const kind = halves >= 2 * (i + 1) ? 'on' : halves === 2 * i + 1 ? 'half' : 'off';
        return (
          <span
            key={i}
            className={
              kind === 'off' ? 'sf-star-shown' : `sf-star-shown sf-star-shown--on sf-star-shown--${kind}`
            }
          >
            {kind === 'half' ? (
              <HalfStarIcon px={STAR_PX[size]} clipId={clipId} />
            ) : (
              <StarIcon filled={kind === 'on'} px={STAR_PX[size]} />
            )}
          </span>
        );
      })}
    </span>
  );
}
