// The page status context lives in client/components/page-status.ts (features set it too: an unknown title or
// service is a 404, issue #45); re-exported here for the server render (client/entry-server.tsx).
export { PageStatus, usePageStatus } from '../components/page-status';
