import { lazy, Suspense } from 'react';
import type { FilterPanelProps } from './filter-panel';
import type { FilterSheetProps } from './filter-sheet';

// The filter panel (Chakra's sliders, selects and switch) loads when it is first mounted: at once from md up,
// below md (in a bottom sheet) when Show Filters is pointed at, focused or pressed. A phone's first screen loads no
// Chakra code (issue #10).
const loadFilterPanel = () => import('./filter-panel');
const loadFilterSheet = () => import('./filter-sheet');
const FilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));
const FilterSheet = lazy(() => loadFilterSheet().then((m) => ({ default: m.FilterSheet })));

export const preloadFilterPanel = (): void => {
  void loadFilterPanel();
  void loadFilterSheet();
};

/** The filter panel, with its place held (a skeleton in its frame) while its code loads. */
export function LazyFilterPanel(props: FilterPanelProps) {
  return (
    <Suspense
      fallback={
        <div className="sf-skel sf-discover__panel-skel" role="status" aria-label="Loading filters" />
      }
    >
      <FilterPanel {...props} />
    </Suspense>
  );
}

/** The phone's bottom sheet of filters; nothing on screen while its code loads (a tap's moment). */
export function LazyFilterSheet(props: FilterSheetProps) {
  return (
    <Suspense fallback={null}>
      <FilterSheet {...props} />
    </Suspense>
  );
}
