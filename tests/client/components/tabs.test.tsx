import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTabs } from '../../../client/components/tabs';

const VALUES = ['a', 'b', 'c'] as const;
type V = (typeof VALUES)[number];

function Harness({ initial = 'a' as V, log = [] as V[] }) {
  const [value, setValue] = useState<V>(initial);
  const tabs = useTabs(VALUES, value, (v) => {
    log.push(v);
    setValue(v);
  });
  return (
    <div>
      <div {...tabs.list}>
        {VALUES.map((v) => (
          <button key={v} {...tabs.trigger(v)}>
            Tab {v}
          </button>
        ))}
      </div>
      {VALUES.map((v) => (
        <div key={v} {...tabs.panel(v)}>
          Panel {v}
        </div>
      ))}
    </div>
  );
}

const focused = () => document.activeElement?.textContent;

describe('useTabs', () => {
  it('links tabs and panels, shows only the selected panel and makes it the one tab stop', () => {
    render(<Harness initial="b" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Panel b');
    expect(panel.id).toBe(tabs[1].getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1].id);
    expect(screen.getByRole('tabpanel', { name: 'Tab b' })).toBe(panel);
  });

  it('moves focus with the arrows (wrapping), Home and End without selecting; Enter and click select', async () => {
    const log: V[] = [];
    const user = userEvent.setup();
    render(<Harness log={log} />);
    await user.tab();
    expect(focused()).toBe('Tab a');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('Tab c');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('Tab a');
    await user.keyboard('{End}');
    expect(focused()).toBe('Tab c');
    await user.keyboard('{Home}{ArrowRight}');
    expect(focused()).toBe('Tab b');
    expect(log).toEqual([]);
    await user.keyboard('{Enter}');
    expect(log).toEqual(['b']);
    expect(screen.getByRole('tab', { name: 'Tab b' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Tab b' }));
    expect(log).toEqual(['b']);
    await user.click(screen.getByRole('tab', { name: 'Tab c' }));
    expect(log).toEqual(['b', 'c']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel c');
  });
});
