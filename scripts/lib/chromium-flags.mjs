// The Chromium features the browser tests and the measuring scripts turn off, in one place.
//
// Chromium 156's headless mode builds its own window's WebUIs for every new window, and Playwright opens one
// window per browser context: the omnibox popups (chrome://omnibox-popup.top-chrome/ and its AI-mode page) are
// loaded and run in a renderer of their own beside the page, for every context. Measured on this 2-core machine
// (a title page in a new context, to network idle, 6 visits x 2): 4.4 -> 2.3 CPU s and 2.8 -> 1.9 s a visit; a
// trace of one visit had that renderer's main thread at 2.1 s against the page's 0.85 s (docs/testing.md). No
// page of ours ever sees these WebUIs: they are the browser's address bar, which headless never shows.
export const BROWSER_UI_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

// Chromium keeps only the last --disable-features of its command line, and a launcher's own list comes before the
// caller's flags: a list of ours replaces the launcher's. So ours repeats it. playwright-core 1.65's list
// (chromiumSwitches); tests/e2e/browser-flags.test.ts fails when an upgrade of Playwright changes it.
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The --disable-features flag for a browser Playwright launches: Playwright's features and the window's WebUIs. */
export const PLAYWRIGHT_DISABLE_FEATURES_FLAG = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...BROWSER_UI_FEATURES,
].join(',')}`;

/**
 * A launcher's default flags (chrome-launcher's, for Lighthouse) with the window's WebUIs added to its
 * --disable-features, or that flag added when it has none.
 */
export function withoutBrowserUi(flags) {
  const at = flags.findLastIndex((f) => f.startsWith('--disable-features='));
  if (at < 0) return [...flags, `--disable-features=${BROWSER_UI_FEATURES.join(',')}`];
  return flags.map((f, i) => (i === at ? `${f},${BROWSER_UI_FEATURES.join(',')}` : f));
}
