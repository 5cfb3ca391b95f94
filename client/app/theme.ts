import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Dark, high-contrast theme; brand accent is a warm yellow that passes WCAG AA on the dark background.
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.950', color: 'gray.50' },
    '*:focus-visible': { outline: '3px solid {colors.yellow.400}', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
