/**
 * Several tabs of one browser behave as one server (mocks/README.md, *Several tabs*): a push handed
 * over from another tab waits until this tab has the change it announces, and the clock moved in
 * one tab is the clock of all.
 */
import { advance, now, resetClock, setClockMode } from './clock';
import { sharedSecretFor } from './channel-encryption';
import { db, flushPersist, persist, resetDb, setPersistence, STORAGE_KEY, storedRevision, syncFromStorage } from './db/store';
import { addConnection, channelSignature, relayPushesAcrossTabs, removeConnection, stopRelayingPushes, subscribe } from './pusher-hub';

const channel = 'private-encrypted-session-tabs';

/** What another tab wrote: this tab's state with the admin renamed, at `revision`. */
function otherTabWrite(revision: number, name: string) {
  persist();
  const snapshot = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { revision: number; tables: Record<string, unknown> };
  snapshot.revision = revision;
  snapshot.tables.users = { upserted: [{ ...db.users.get('usr_admin')!, name }], deleted: [] };
  return JSON.stringify(snapshot);
}

describe('several tabs', () => {
  beforeEach(() => {
    localStorage.clear();
    setPersistence(true);
    resetDb();
    resetClock();
  });
  afterEach(() => {
    stopRelayingPushes();
    resetDb();
    resetClock();
    setPersistence(false);
    setClockMode('manual');
  });

  it("delivers another tab's push only once this tab has taken in the write it announces", async () => {
    relayPushesAcrossTabs();
    const heard: string[] = [];
    addConnection('7.7', { send: (data) => heard.push(data), close: () => {} });
    subscribe('7.7', channel, channelSignature('7.7', channel));
    await sharedSecretFor(channel);

    const otherTab = new BroadcastChannel('sandbox-pushes');
    const ahead = storedRevision() + 5;
    const eventOf = (frame: string) => (JSON.parse(frame) as { event: string }).event;
    otherTab.postMessage({ channel, event: 'renamed', data: { id: 'usr_admin' }, revision: ahead });
    // Then one whose write this tab has: delivered at once, so the first one has been received by then.
    otherTab.postMessage({ channel, event: 'already-here', data: {}, revision: 0 });
    await vi.waitFor(() => expect(heard.map(eventOf)).toEqual(['already-here']));

    // The rename's push came before its write: told now, a client would read the old name and stay there.
    expect(db.users.get('usr_admin')?.name).not.toBe('Renamed in the other tab');
    syncFromStorage(otherTabWrite(ahead, 'Renamed in the other tab'));
    expect(db.users.get('usr_admin')?.name).toBe('Renamed in the other tab');
    expect(heard.map(eventOf)).toEqual(['already-here', 'renamed']);
    otherTab.close();
    removeConnection('7.7');
  });

  it('stores every change before its push leaves the tab', () => {
    const before = storedRevision();
    db.users.patch('usr_admin', { name: 'Written before the push' });
    expect(flushPersist()).toBe(before + 1);
    expect(localStorage.getItem(STORAGE_KEY)).toContain('Written before the push');
    // Nothing new to write: the revision stays.
    expect(flushPersist()).toBe(before + 1);
  });

  it('moves the clock of every tab: a tab that takes in the write runs on the moved clock', () => {
    setClockMode('real');
    const start = now();
    advance(60_000);
    flushPersist();
    const moved = localStorage.getItem(STORAGE_KEY)!;
    expect(JSON.parse(moved).meta.clockOffset).toBeGreaterThanOrEqual(60_000);

    // Another tab, opened before the move, still at the wall clock, takes in the write.
    resetClock();
    expect(now() - start).toBeLessThan(60_000);
    syncFromStorage(moved);
    expect(now() - start).toBeGreaterThanOrEqual(60_000);
  });
});
