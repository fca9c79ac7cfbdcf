import { useSyncExternalStore } from 'react';

/**
 * The user's choice about error reports and usage statistics, per browser (not per account: the
 * sign-in page needs it before anyone is known). A stored choice of an older version counts as none,
 * so a wider purpose asks again.
 */
export type Consent = 'granted' | 'refused' | 'unset';

export const CONSENT_KEY = 'consent.monitoring';
export const CONSENT_VERSION = 1;

type Listener = (consent: Consent) => void;
const listeners = new Set<Listener>();
/** A choice made while storage is blocked holds for this page. */
let unsaved: Consent | null = null;

export function readConsent(): Consent {
  if (unsaved) return unsaved;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');
    if (stored && typeof stored === 'object') {
      const { version, granted } = stored as { version?: unknown; granted?: unknown };
      if (version === CONSENT_VERSION && typeof granted === 'boolean') return granted ? 'granted' : 'refused';
    }
  } catch {
    /* blocked storage or a malformed value: no choice */
  }
  return 'unset';
}

export function writeConsent(granted: boolean) {
  const consent = granted ? 'granted' : 'refused';
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: CONSENT_VERSION, granted, at: new Date().toISOString() }));
    unsaved = null;
  } catch {
    unsaved = consent;
  }
  notify(consent);
}

const notify = (consent: Consent) => listeners.forEach((listener) => listener(consent));

const onStorage = (event: StorageEvent) => {
  if (event.key === CONSENT_KEY || event.key === null) notify(readConsent());
};

/** Tells `listener` of every change, in this tab or another. Returns an unsubscribe. */
export function onConsentChange(listener: Listener) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const subscribe = (onChange: () => void) => onConsentChange(onChange);

/** The current choice, re-rendering on a change. */
export const useConsent = () => useSyncExternalStore(subscribe, readConsent);
