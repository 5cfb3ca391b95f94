// Events of the ratings outbox (outbox-core.ts): delivered here on this page, and across page <-> service worker
// through a BroadcastChannel.
import type { PendingRating } from './db';

const CHANNEL_NAME = 'streamfinder-outbox';

export type OutboxEvent =
  | { type: 'queued'; entry: PendingRating }
  | { type: 'saved'; entry: PendingRating; rating: number }
  | { type: 'rejected'; entry: PendingRating; message: string; status: number };

type Listener = (event: OutboxEvent) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (msg: MessageEvent<OutboxEvent>) => {
    for (const listener of listeners) listener(msg.data);
  };
  return channel;
}

export function emit(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
  getChannel()?.postMessage(event);
}

/** Subscribe to outbox events (a rating delivered, or rejected by the server). Returns the unsubscribe. */
export function onOutboxEvent(listener: Listener): () => void {
  getChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
