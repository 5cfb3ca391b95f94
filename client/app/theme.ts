import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  animationStyles,
  breakpoints,
  breadcrumbSlotRecipe,
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
  recipes,
  semanticTokens,
  sliderSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

// Chakra's default theme with only the multi-part (slot) recipes the app uses: the rest (about 50 of them)
// would be shipped and turned into CSS variables and class names at start for nothing. Add a component's slot
// recipe here when you start using it. Repeated elements (cards, skeletons, badges) use static classes
// instead (components/ui.css).
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes: {
      accordion: accordionSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      slider: sliderSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
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
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
