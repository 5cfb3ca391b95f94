import { useId, type KeyboardEvent } from 'react';
import './tabs.css';

/**
 * Tabs without the Chakra system (issue #10): the WAI-ARIA tabs pattern with manual activation, as Chakra's (Ark's)
 * Tabs with activationMode="manual" behave. The selected tab is the one Tab stop; Left/Right (wrapping), Home and
 * End move focus between tabs; Enter, Space or a click selects. Prop getters, so the list can sit in any layout.
 *
 *   const tabs = useTabs(values, value, onSelect);
 *   <div className="sf-tabs"><div {...tabs.list}>{values.map((v) => <button {...tabs.trigger(v)}>..)}</div>
 *   {values.map((v) => <div {...tabs.panel(v)}>{v === value && ...}</div>)}</div>
 */
export function useTabs<V extends string>(values: readonly V[], value: V, onSelect: (value: V) => void) {
  const id = useId();
  const triggerId = (v: V) => `${id}-tab-${v}`;
  const panelId = (v: V) => `${id}-panel-${v}`;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const current = values.findIndex((v) => triggerId(v) === (e.target as HTMLElement).id);
    if (current < 0) return;
    const last = values.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : e.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    document.getElementById(triggerId(values[next]))?.focus();
  };

  return {
    list: {
      role: 'tablist',
      'aria-orientation': 'horizontal' as const,
      className: 'sf-tabs__list',
      onKeyDown,
    },
    trigger: (v: V) => ({
      type: 'button' as const,
      role: 'tab',
      id: triggerId(v),
      className: 'sf-tabs__trigger',
      'aria-selected': v === value,
      'aria-controls': panelId(v),
      tabIndex: v === value ? 0 : -1,
      onClick: () => {
        if (v !== value) onSelect(v);
      },
    }),
    panel: (v: V) => ({
      role: 'tabpanel',
      id: panelId(v),
      className: 'sf-tabs__panel',
      'aria-labelledby': triggerId(v),
      tabIndex: 0,
      hidden: v !== value,
    }),
  };
}
