export type ConnectionState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/** The states in which the UI shows 'Reconnecting...'. */
export const isReconnecting = (state: ConnectionState) => state === 'connecting' || state === 'failed';

export const reconnectPolicy = { delayMs: 1_000, maxDelayMs: 2_000, attempts: 15 } as const;
export const authorizationTimeoutMs = 15_000;

/** Delay before restart attempt n (1-based): 1 s, then at most 2 s. */
export const reconnectDelay = (attempt: number) => Math.min(reconnectPolicy.delayMs * attempt, reconnectPolicy.maxDelayMs);
