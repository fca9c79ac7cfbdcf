/**
 * BroadcastChannel on the fake clock, for tabs that live in one test: what a channel posts reaches
 * every other open channel of the same name, a structured clone, in the order it was posted, after
 * a delay the schedule picks (the n-th message takes the n-th delay, then 0). Node's own
 * BroadcastChannel delivers on the real event loop, outside vitest's fake clock, so a schedule
 * would not play (or replay its counterexample) the same way twice.
 */
export function createBroadcastBus(delays: readonly number[]) {
  const open = new Set<ModelBroadcastChannel>();
  /** When the last message to each channel is due: no message overtakes an earlier one. */
  const lastDue = new Map<ModelBroadcastChannel, number>();
  let posted = 0;
  let inFlight = 0;

  class ModelBroadcastChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    private closed = false;

    constructor(readonly name: string) {
      open.add(this);
    }

    postMessage(data: unknown) {
      if (this.closed) throw new DOMException('The channel is closed', 'InvalidStateError');
      const copy = structuredClone(data);
      const delay = delays[posted++] ?? 0;
      for (const other of open) {
        if (other === this || other.name !== this.name) continue;
        const due = Math.max(Date.now() + delay, lastDue.get(other) ?? 0);
        lastDue.set(other, due);
        inFlight += 1;
        setTimeout(() => {
          inFlight -= 1;
          if (!other.closed) other.onmessage?.(new MessageEvent('message', { data: structuredClone(copy) }));
        }, due - Date.now());
      }
    }

    close() {
      this.closed = true;
      open.delete(this);
      lastDue.delete(this);
    }
  }

  return {
    BroadcastChannel: ModelBroadcastChannel as unknown as typeof BroadcastChannel,
    /** Nothing posted is still on its way. */
    idle: () => inFlight === 0,
    openChannels: () => open.size,
  };
}
