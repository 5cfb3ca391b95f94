import { lazy, Suspense } from 'react';
import type { FilterPanelProps } from './filter-panel';

// The filter panel (Chakra's sliders, selects and switch) loads when it is first mounted: at once from md up,
// below md when Show Filters is pointed at, focused or pressed. A phone's first screen loads no Chakra code
// (issue #10).
const loadFilterPanel = () => import('./filter-panel');
const FilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));

export const preloadFilterPanel = (): void => void loadFilterPanel();

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
