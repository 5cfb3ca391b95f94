import { CloseButton, Drawer, Portal } from '../../../lib/chakra';
import { useT } from '../../../i18n/i18n-provider';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export interface FilterSheetProps extends FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the sheet closes (Show Filters, which is not a Drawer.Trigger). */
  finalFocus: () => HTMLElement | null;
  contentId: string;
}

/**
 * Below md the filter panel is a bottom sheet (issue #36: inline it was ~1,000 px long and pushed the results off
 * screen): modal, closed by its close button, Escape or a tap outside, and its sticky submit button says how many
 * results the chosen filters give. Kept mounted while closed, so closing keeps what was being edited.
 */
export function FilterSheet({ open, onOpenChange, finalFocus, contentId, ...panel }: FilterSheetProps) {
  const t = useT();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      placement="bottom"
      // Kept mounted while closed (Chakra unmounts by default): closing keeps the draft being edited.
      unmountOnExit={false}
      finalFocusEl={finalFocus}
      ids={{ content: contentId }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="gray.900" roundedTop="xl" maxH="88dvh" data-testid="filter-sheet">
            <Drawer.Header py="2" pe="12" borderBottomWidth="1px" borderColor="gray.800">
              <Drawer.Title fontSize="sm" color="gray.300">
                {t('discover.filters')}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body p="0" overflowY="auto">
              <FilterPanel {...panel} sheet />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="1" insetEnd="2">
              <CloseButton size="sm" aria-label={t('discover.closeFilters')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
