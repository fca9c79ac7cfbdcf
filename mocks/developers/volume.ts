/**
 * The 100,000 calls of enterprise@sandbox.test's first project (docs/api/api-request-log.md, *Volume*),
 * never stored: a call is a function of its index (index 0 the newest, one every 26 seconds back from
 * the moment the log was first read). What the list filters on (method, path, status) is drawn once for
 * all of them into compact columns; a page builds its rows, bodies included, from their indexes.
 */
import { createRandom, mulberry32 } from '../db/random';
import { drawHead, drawKind, drawRequest, methodOf, pathOf, statusOf, type ApiRequest, type CallHead, type CallKind } from './requests';

export const VOLUME_PROJECT = 'res_ent_prj_0001_01';
export const VOLUME_KEY = { id: 'key_ent_web', prefix: 'sk_live_E7tq' } as const;
export const VOLUME_ROWS = 100_000;
const STEP_MS = 26_000;

interface Columns {
  anchor: number;
  methods: string[];
  statuses: Uint16Array;
  paths: string[];
}

let columns: Columns | null = null;

/** What call `i` is and how it ended: its own random, so a row is built alone from its index. */
function headOf(i: number): { kind: CallKind; head: CallHead } {
  const random = createRandom(Math.floor(mulberry32(i + 0x5eed)() * 4294967296));
  const kind = drawKind(random);
  return { kind, head: drawHead(random, kind) };
}

/** The columns, drawn on first use (`now`: the newest call's time plus a minute). */
function columnsAt(now: number): Columns {
  if (columns) return columns;
  const methods: string[] = new Array(VOLUME_ROWS);
  const statuses = new Uint16Array(VOLUME_ROWS);
  const paths: string[] = new Array(VOLUME_ROWS);
  for (let i = 0; i < VOLUME_ROWS; i += 1) {
    const { kind, head } = headOf(i);
    methods[i] = methodOf(kind);
    statuses[i] = statusOf(kind, head.end);
    paths[i] = pathOf(kind, head);
  }
  columns = { anchor: now - 60_000, methods, statuses, paths };
  return columns;
}

/** Forgets the columns (a sandbox reset dates the volume again from its next read). */
export function resetVolume() {
  columns = null;
}

export interface VolumeFilter {
  method?: string;
  pathPrefix?: string;
  status?: (status: number) => boolean;
}

/** The indexes (newest first) of the calls matching `filter`. */
export function volumeMatches(filter: VolumeFilter, now: number): { indexes: Int32Array | null; count: number; atOf: (i: number) => string } {
  const c = columnsAt(now);
  const atOf = (i: number) => new Date(c.anchor - i * STEP_MS).toISOString();
  if (!filter.method && !filter.pathPrefix && !filter.status) return { indexes: null, count: VOLUME_ROWS, atOf };
  const out = new Int32Array(VOLUME_ROWS);
  let count = 0;
  for (let i = 0; i < VOLUME_ROWS; i += 1) {
    if (filter.status && !filter.status(c.statuses[i])) continue;
    if (filter.method && c.methods[i] !== filter.method) continue;
    if (filter.pathPrefix && !c.paths[i].startsWith(filter.pathPrefix)) continue;
    out[count] = i;
    count += 1;
  }
  return { indexes: out.subarray(0, count), count, atOf };
}

export const volumeId = (i: number) => `req_ent_${String(i + 1).padStart(6, '0')}`;
export const volumeIndexOf = (id: string): number | null => {
  const match = /^req_ent_(\d{6})$/.exec(id);
  const i = match ? Number(match[1]) - 1 : -1;
  return i >= 0 && i < VOLUME_ROWS ? i : null;
};

/** The call at index `i`, built. */
export function volumeRow(i: number, now: number): ApiRequest {
  const c = columnsAt(now);
  const at = new Date(c.anchor - i * STEP_MS).toISOString();
  const { kind, head } = headOf(i);
  const { event: _event, ...drawn } = drawRequest(createRandom(0x10_0000 + i), kind, at, undefined, head);
  return {
    id: volumeId(i),
    projectId: VOLUME_PROJECT,
    apiKeyId: VOLUME_KEY.id,
    keyPrefix: VOLUME_KEY.prefix,
    ip: `198.18.${(i >> 8) & 15}.${i & 255}`,
    at,
    eventIds: [],
    ...drawn,
  };
}
