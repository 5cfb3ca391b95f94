// Parts of a server-rendered page that hydrate after its first screen (issue #43): the footer, a carousel's cards
// beyond the first ones, the sections of a page below its first screen. They are in the server's HTML like the
// rest (the page is whole without JavaScript, and looks the same before and after), but React attaches them
// later: each is a Suspense boundary around a lazy part whose code "loads" once the hydration gate opens. React
// (selective hydration) keeps a boundary's server HTML while its lazy part is pending and hydrates the rest of
// the page without it, so the first screen's hydration does not pay for what is below it; when the gate opens
// React hydrates each boundary in a task of its own, in the background.
//
// The gate opens when the browser is idle after the first screen has hydrated (app/start.tsx), or at the first
// pointer, key or focus anywhere (the visitor reached for the page). Where nothing is hydrated (the server, the
// app drawn by the browser itself, unit tests) it is open: the part is rendered in place.
//
// A boundary must not receive new props or context while its server HTML waits, or React draws it again in the
// browser and logs a hydration error: put it where its children do not change between renders of its parent
// (inside a memoized component whose props are stable, as in components/carousel.tsx).
import { lazy, memo, Suspense, useState, type ComponentType, type ReactNode } from 'react';

let pending: Promise<void> | null = null;
let release: () => void = () => {};
let opened = false;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Closes the gate before the page is hydrated (app/start.tsx): the parts mounted from now on wait for
 * {@link openHydrationGate}, which the first pointer, key or focus anywhere calls too. Without it (the server, a
 * page the browser draws itself, tests) the gate is open and a part renders in place.
 */
export function holdHydration(): void {
  if (pending || opened) return;
  pending = new Promise<void>((resolve) => (release = resolve));
  for (const type of INTERACTIONS)
    window.addEventListener(type, openHydrationGate, { capture: true, passive: true });
}

/** Opens the gate: every part waiting behind it hydrates, each boundary in the background. */
export function openHydrationGate(): void {
  if (!pending || opened) return;
  opened = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, openHydrationGate, true);
  release();
}

function Children({ children }: { children?: ReactNode }) {
  return children;
}

// One lazy component for every waiting boundary: it resolves once, when the gate opens, and renders its children.
let waiting: ComponentType<{ children?: ReactNode }> | null = null;
function laterType(): ComponentType<{ children?: ReactNode }> {
  const gate = pending;
  if (!gate || opened) return Children;
  waiting ??= lazy(() => gate.then(() => ({ default: Children })));
  return waiting;
}

/**
 * Renders `children` in place on the server; in the browser, a page's server HTML of them is hydrated once the
 * gate is open. Chosen once per boundary (a component type that changed later would mount its children again).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [Type] = useState(laterType);
  return (
    <Suspense fallback={null}>
      <Type>{children}</Type>
    </Suspense>
  );
}

/**
 * `Component` behind a {@link HydrateLater} boundary, memoized: a parent that renders again with the same props
 * (compared one by one) does not reach the boundary while it waits. Give it props that keep their identity
 * (memoized values, query answers) as long as they mean the same.
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>) {
  const Later = memo(function Later(props: P) {
    return (
      <HydrateLater>
        <Component {...props} />
      </HydrateLater>
    );
  });
  Later.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return Later;
}
