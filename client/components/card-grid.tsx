import { Children, memo, type ReactNode } from 'react';

/** 2 columns at 360 px, 3 at 480, 4 at 768, 5 at 1024, 6 at 1280+ (the .sf-grid class says the same in CSS). */
export const GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5, xl: 6 } as const;

// Grids, their items and skeletons are plain elements with static classes (components/ui.css): a listing
// mounts dozens of them at once.

export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className="sf-grid" aria-label={label}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}

/** One card-shaped placeholder with the exact box of a TitleCard: 2:3 poster, two title lines and the year. */
export const SkeletonCard = memo(function SkeletonCard() {
  return (
    <div className="sf-skel-card" aria-hidden="true" data-testid="skeleton-card">
      <span className="sf-skel sf-skel--poster" />
      <div className="sf-card__body">
        <div className="sf-skel-line">
          <span className="sf-skel" />
        </div>
        <div className="sf-skel-line">
          <span className="sf-skel" />
        </div>
      </div>
    </div>
  );
});

export function SkeletonGrid({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <span className="sf-visually-hidden">{label}</span>
      <div className="sf-grid sf-skel-group">
        {Array.from({ length: count }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    </div>
  );
}
