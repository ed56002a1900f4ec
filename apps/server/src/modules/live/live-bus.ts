import { EventEmitter } from 'node:events';
import type { NoticeItemClass } from '@hiring/domain';

/** A chat event names its parties, so an instance with no stream of theirs skips it without a query. */
interface ChatIds {
  chatId: number;
  companyId: number;
  candidateUserId: number;
}

/**
 * What one instance tells every instance (docs/live.md). Ids only: a PostgreSQL NOTIFY payload holds
 * at most 8000 bytes, and each instance loads what it delivers once per event.
 */
export type LiveEvent =
  | (ChatIds & { type: 'message' | 'message-updated' | 'message-deleted'; messageId: number })
  /** `readerSide` read the chat up to `messageId`: the other side sees the receipt. */
  | (ChatIds & { type: 'read'; messageId: number; readerSide: 'candidate' | 'company' })
  /** New notices for these users (in that company, when it names one). */
  | { type: 'notice'; userIds: number[]; itemClass: NoticeItemClass; companyId: number | null };

export type LiveListener = (event: LiveEvent) => void;

/** Carries live events between the instances of the server: in process, PostgreSQL LISTEN/NOTIFY, later Redis. */
export interface LiveBus {
  /** Announces an event to every instance, this one included. Call it after the transaction commits. */
  publish(event: LiveEvent): Promise<void>;
  /** Hears every event published by any instance; returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Listeners of one bus; a listener that throws does not keep the event from the others. */
export function listenerSet(onError: (error: unknown) => void) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit(event: LiveEvent) {
      for (const listener of emitter.listeners('event') as LiveListener[]) {
        try {
          listener(event);
        } catch (error) {
          onError(error);
        }
      }
    },
    subscribe(listener: LiveListener) {
      emitter.on('event', listener);
      return () => void emitter.off('event', listener);
    },
    clear: () => void emitter.removeAllListeners(),
  };
}

/** One process (PGlite, or a single instance): events go straight to the listeners. */
export function memoryLiveBus(onError: (error: unknown) => void = () => undefined): LiveBus {
  const listeners = listenerSet(onError);
  return {
    publish: async (event) => {
      // Asynchronous like the network buses, so a publisher never runs delivery in its own stack.
      queueMicrotask(() => listeners.emit(event));
    },
    subscribe: listeners.subscribe,
    close: async () => listeners.clear(),
  };
}
