// The HTTP status of a server-rendered page (client/entry-server.tsx): a screen that finds nothing to show
// (the 404 page, an unknown title) says so during the render, and the server answers with it.
import { createContext, useContext } from 'react';

export const PageStatus = createContext<{ code: number } | null>(null);

/** Sets the page's status when rendered on the server; does nothing in the browser. */
export function usePageStatus(code: number): void {
  const status = useContext(PageStatus);
  if (status) status.code = code;
}
