// With the theme CSS already in the page (the built index.html's <link rel="stylesheet" data-sf-system>), the app gives Chakra the
// same system without its global styles: nothing is computed or inserted twice, components keep their styles.
import { render, screen } from '@testing-library/react';
import { Button, ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { providedSystem } from '../../../client/app/providers';
import { system } from '../../../client/lib/theme';

const insertedCss = () =>
  [...document.querySelectorAll('style[data-emotion]')].map((s) => s.textContent ?? '').join('\n');

function withStaticCss(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('data-sf-system', '');
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.head.querySelectorAll('[data-sf-system]').forEach((s) => s.remove());
});

describe('providedSystem', () => {
  it('is the system itself when the page has no theme CSS (dev, tests)', () => {
    expect(providedSystem(document)).toBe(system);
    expect(providedSystem(undefined)).toBe(system);
  });

  it('drops the global styles and layer statement when the page has them, and keeps the rest', () => {
    withStaticCss();
    const lean = providedSystem(document);
    expect(lean).not.toBe(system);
    expect(lean._global).toEqual([]);
    expect(lean._config.disableLayers).toBe(true);
    expect(lean.css).toBe(system.css);
    expect(lean.getRecipeFn).toBe(system.getRecipeFn);
    expect(lean.token('colors.yellow.400')).toBe(system.token('colors.yellow.400'));
  });

  it('renders components with their recipe styles and inserts no theme CSS', () => {
    withStaticCss();
    render(
      <ChakraProvider value={providedSystem(document)}>
        <Button>Save</Button>
      </ChakraProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).className).toMatch(/css-/);
    const css = insertedCss();
    expect(css).not.toContain('--chakra-colors-gray-950');
    expect(css).not.toMatch(/@layer reset, ?base/);
    expect(css).toMatch(/@layer recipes/);
  });

  it('inserts the theme CSS itself without the static style (the control for the test above)', () => {
    render(
      <ChakraProvider value={providedSystem(document)}>
        <Button>Save</Button>
      </ChakraProvider>,
    );
    expect(insertedCss()).toContain('--chakra-colors-gray-950');
  });
});
