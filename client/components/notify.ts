// A toast from a screen's first render path (the title page's Share button), without the toaster's code among
// that screen's chunks: its store and Ark's toast machine are ~25 KB gzip that a first visit would download and
// parse before the page hydrates. It loads with the first toast, if the providers have not mounted it at idle yet
// (app/providers.tsx). Code that loads on a click already (My List's toggle) imports the toaster itself.
import type { CreateToasterReturn } from '@ark-ui/react/toast';

export type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

/** Shows a toast in the app's one toaster (components/toaster.tsx) once its code has loaded. */
export function notify(options: ToastOptions): void {
  void import('./toaster').then(
    (m) => m.toaster.create(options),
    (err: unknown) => console.warn('The notification could not be shown', err),
  );
}
