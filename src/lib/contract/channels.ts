/**
 * The channels area of the action contract (docs/api/channels.md). A channel is a resource
 * (`resourceType: 'channel'`) under a project, with its own attributes: kind, default currency,
 * statement descriptor, status and, for a point of sale, its terminals.
 *
 * The payload schemas check each field's form (the descriptor's card-network rule included); what
 * depends on the project (its processing currencies, names taken there) is the sandbox's, answered as
 * field errors with their own codes (`currency-not-processed`, `duplicate-name`).
 */
import { isKnownCurrency } from '@/lib/money/iso-4217';
import type { Zod } from '@/lib/validation';
import { action, list } from './define';
import * as s from './schemas';

export const channelKinds = ['web-shop', 'mobile-app', 'point-of-sale'] as const;
export type ChannelKind = (typeof channelKinds)[number];
export const channelStatuses = ['active', 'disabled'] as const;
export type ChannelStatus = (typeof channelStatuses)[number];

export const CHANNEL_NAME_MAX = 60;
export const DESCRIPTOR_MIN = 5;
export const DESCRIPTOR_MAX = 22;
export const TERMINAL_LABEL_MAX = 40;
export const SERIAL_MAX = 32;
/** A point of sale holds at most this many terminals. */
export const TERMINALS_MAX = 50;

/** Card networks print these on the cardholder's statement: Latin letters, digits, space and `. , - &`. */
const DESCRIPTOR_CHARACTERS = /^[A-Za-z0-9 .,&-]+$/;
const HAS_LETTER = /[A-Za-z]/;
export const DESCRIPTOR_RULE = `A statement descriptor has ${DESCRIPTOR_MIN} to ${DESCRIPTOR_MAX} characters: Latin letters, digits, spaces and . , - &, with at least one letter`;

/** What is wrong with a (trimmed) statement descriptor, as the error code, or null. */
export function descriptorProblem(text: string): 'too-short' | 'too-long' | 'invalid' | null {
  if (text.length > DESCRIPTOR_MAX) return 'too-long';
  if (text.length < DESCRIPTOR_MIN) return 'too-short';
  return DESCRIPTOR_CHARACTERS.test(text) && HAS_LETTER.test(text) ? null : 'invalid';
}

/** A serial number: letters, digits and `-`, as printed on the device. */
const SERIAL = /^[A-Za-z0-9-]+$/;

const text = (z: Zod, field: string, max: number) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) }).check(
    z.trim(),
    z.refine((value: string) => value.length > 0, { error: `${field} is required`, params: { code: 'required' }, abort: true }),
    z.refine((value: string) => value.length <= max, { error: `${field} must be at most ${max} characters`, params: { code: 'too-long' } }),
  );

const descriptor = (z: Zod) =>
  z.string({ error: DESCRIPTOR_RULE }).check(
    z.trim(),
    z.refine((value: string) => descriptorProblem(value) !== 'too-long', { error: DESCRIPTOR_RULE, params: { code: 'too-long' }, abort: true }),
    z.refine((value: string) => descriptorProblem(value) !== 'too-short', { error: DESCRIPTOR_RULE, params: { code: 'too-short' }, abort: true }),
    z.refine((value: string) => descriptorProblem(value) === null, { error: DESCRIPTOR_RULE }),
  );

const currency = (z: Zod) =>
  z
    .string({ error: 'Default currency is required' })
    .check(z.refine(isKnownCurrency, { error: 'Currency is not an ISO 4217 code', params: { code: 'unknown-currency' } }));

const serial = (z: Zod) =>
  text(z, 'Serial number', SERIAL_MAX).check(
    z.refine((value: string) => value === '' || SERIAL.test(value), { error: 'A serial number has letters, digits and - only' }),
  );

export const createChannelPayload = (z: Zod) =>
  s.jsonApiData(
    z,
    'channels',
    z.object({
      name: text(z, 'Name', CHANNEL_NAME_MAX),
      kind: z.enum(channelKinds, { error: 'Kind is web-shop, mobile-app or point-of-sale' }),
      defaultCurrency: currency(z),
      statementDescriptor: descriptor(z),
    }),
    z.object({ project: s.relationship(z, 'Project is required') }, { error: 'Project is required' }),
  );

/** Every attribute optional: what is sent changes, the rest stays. The kind is fixed at creation. */
export const updateChannelPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.literal('channels')),
      attributes: z.object({
        name: z.optional(text(z, 'Name', CHANNEL_NAME_MAX)),
        defaultCurrency: z.optional(currency(z)),
        statementDescriptor: z.optional(descriptor(z)),
        status: z.optional(z.enum(channelStatuses, { error: 'Status is active or disabled' })),
      }),
    }),
  });

export const addTerminalPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.literal('terminals')),
      attributes: z.object({ label: text(z, 'Label', TERMINAL_LABEL_MAX), serialNumber: serial(z) }),
    }),
  });

export const renameTerminalPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.literal('terminals')),
      id: z.string({ error: 'Terminal is required' }).check(z.minLength(1, { error: 'Terminal is required' })),
      attributes: z.object({ label: text(z, 'Label', TERMINAL_LABEL_MAX) }),
    }),
  });

export const removeTerminalPayload = (z: Zod) =>
  z.object({
    id: z.optional(z.string()),
    data: z.object({
      type: z.optional(z.literal('terminals')),
      id: z.string({ error: 'Terminal is required' }).check(z.minLength(1, { error: 'Terminal is required' })),
    }),
  });

const relation = (z: Zod) => z.optional(z.looseObject({ data: z.nullable(z.looseObject({ type: z.optional(z.string()), id: z.string() })) }));

export const terminalAnswer = (z: Zod) => z.looseObject({ id: z.string(), label: z.string(), serialNumber: z.string(), createdAt: z.string() });

export const channelAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('channels'),
    id: z.string(),
    attributes: z.looseObject({
      name: z.string(),
      kind: z.enum(channelKinds),
      defaultCurrency: z.string(),
      statementDescriptor: z.string(),
      status: z.enum(channelStatuses),
      terminals: z._default(z.array(terminalAnswer(z)), []),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    relationships: z.optional(z.looseObject({ project: relation(z) })),
  });

/** A project a channel list names (`included`): its processing currencies and whether the caller may add channels there. */
export const channelProjectAnswer = (z: Zod) =>
  z.looseObject({
    type: z.literal('resources'),
    id: z.string(),
    attributes: z.looseObject({ name: z.string(), processingCurrencies: z._default(z.array(z.string()), []), writable: z._default(z.boolean(), false) }),
  });

export const channelActions = {
  'channels/list': action('channels/list', { payload: s.resourceListRequest, answer: (z) => list(z, channelAnswer), meta: s.listMeta }),
  'channels/get': action('channels/get', { target: true, payload: s.targetPayload, answer: channelAnswer }),
  'channels/create': action('channels/create', { mutates: true, payload: createChannelPayload, answer: channelAnswer }),
  'channels/update': action('channels/update', { mutates: true, target: true, payload: updateChannelPayload, answer: channelAnswer }),
  'channels/addTerminal': action('channels/addTerminal', { mutates: true, target: true, payload: addTerminalPayload, answer: channelAnswer }),
  'channels/renameTerminal': action('channels/renameTerminal', { mutates: true, target: true, payload: renameTerminalPayload, answer: channelAnswer }),
  'channels/removeTerminal': action('channels/removeTerminal', { mutates: true, target: true, payload: removeTerminalPayload, answer: channelAnswer }),
};
