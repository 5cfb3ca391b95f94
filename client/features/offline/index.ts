export { AvailableOffline } from './components/available-offline';
export { OfflineIndicator } from './components/offline-indicator';
export { OfflineRouteNotice } from './components/offline-route-notice';
export { OutboxFlusher } from './components/outbox-flusher';
export { UpdateToast } from './components/update-toast';
