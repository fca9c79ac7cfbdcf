import type { StoredIntent } from './intent';

/**
 * Unsettled intents of a user, kept in this tab's sessionStorage (they outlive a reload, a sign-out
 * and a sign-in of the same user) and mirrored to the user's other tabs over a BroadcastChannel.
 * Answers (`result`) are never stored.
 */
const storageKey = (userId: string) => `paytide.intents.${userId}`;

/** Where a tab keeps its intents: its sessionStorage (a test gives each of its "tabs" its own). */
export type TabStorage = () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// A function, read inside the try: reading `sessionStorage` itself throws where storage is denied.
export const sessionStorageOfTab: TabStorage = () => sessionStorage;

export function loadIntents(userId: string, storage: TabStorage = sessionStorageOfTab): StoredIntent[] {
  try {
    const raw = storage().getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isStoredIntent) : [];
  } catch {
    return [];
  }
}

export function saveIntents(userId: string, intents: StoredIntent[], storage: TabStorage = sessionStorageOfTab) {
  try {
    if (intents.length === 0) storage().removeItem(storageKey(userId));
    else storage().setItem(storageKey(userId), JSON.stringify(intents.map(withoutResult)));
  } catch {
    // Storage full or denied: the intents still live in memory and in the other tabs.
  }
}

export const withoutResult = ({ result: _result, ...intent }: StoredIntent): StoredIntent => intent;

function isStoredIntent(value: unknown): value is StoredIntent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<StoredIntent>;
  return typeof v.reference === 'string' && typeof v.target === 'string' && typeof v.userId === 'string' && typeof v.request?.action === 'string';
}

export type IntentsMessage =
  /** A tab signed in: the copies it restored from its storage (absent from tabs of an older version). */
  { kind: 'hello'; userId: string; from: string; intents?: StoredIntent[] } | { kind: 'intents'; userId: string; from: string; intents: StoredIntent[] };

const channelName = 'paytide.intents';

/** A channel to the other tabs, or a silent stand-in where the browser has none. */
export function openIntentsChannel(onMessage: (message: IntentsMessage) => void) {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<IntentsMessage>) => {
    if (event.data && typeof event.data === 'object') onMessage(event.data);
  };
  return {
    post: (message: IntentsMessage) => {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel (the app is being torn down) has no one to tell.
      }
    },
    close: () => channel.close(),
  };
}
