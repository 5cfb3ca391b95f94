import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  codeRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  sliderSlotRecipe,
  switchSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { registerSystem } from './system';

export { system } from './system';

// Chakra's default theme with only the recipes, slot recipes and color palettes the app uses: the rest would be
// shipped and turned into CSS variables and class names at every start for nothing (createSystem about 55 -> 20 ms
// in Node, 29 -> 25 KB of :root variables). Add a component's recipe (or a palette) here when you start using
// it. Repeated elements (cards, skeletons, badges) use static classes instead (components/ui.css).
// Palettes kept: gray (default), yellow (brand), cyan (TV badges), red/orange/green/blue (toasts, states).
const UNUSED_PALETTES = new Set(['teal', 'purple', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

// Chakra's global `*` rule declares 26 custom properties on every element (ring and filter helpers the app never
// uses, and three --global-* aliases). Custom properties declared per element make each element's style costly to
// compute: mounting the home page's ~1,450 elements took 37 -> 22 ms of style and layout without them (same page,
// same DOM, Chromium). The aliases are inherited, so they are declared once on <html>; the rest is dropped.
const { '*': everyElement, html: htmlGlobal, ...otherGlobalCss } = globalCss;
const leanGlobalCss = {
  ...otherGlobalCss,
  '*': { fontFeatureSettings: everyElement?.fontFeatureSettings },
  html: {
    ...htmlGlobal,
    '--global-font-mono': 'fonts.mono',
    '--global-font-body': 'fonts.body',
    '--global-color-border': 'colors.border',
  },
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: leanGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      slider: sliderSlotRecipe,
      switch: switchSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Dark, high-contrast theme; brand accent is a warm yellow that passes WCAG AA on the dark background.
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'gray.950', color: 'gray.50' },
    '*:focus-visible': { outline: '3px solid {colors.yellow.400}', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      // Colours of the app's own static classes (components/ui.css) that no Chakra palette has; every other colour
      // in the static CSS is a Chakra token variable too (var(--chakra-colors-*)), one source for both.
      colors: {
        placeholder: { bg: { value: '#1f2533' }, fg: { value: '#aab2c5' } },
        service: { bg: { value: '#166534' } },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

registerSystem(() => createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config));
