import type { TFunction } from 'i18next';
import type { MessageCatalogue } from '@/lib/forms';
import { WEBHOOK_DESCRIPTION_MAX, WEBHOOK_URL_MAX } from '@/lib/contract/developers';
import type { EndpointFields } from '../api/webhooks-api';

/** What the create and edit forms hold. */
export interface EndpointValues {
  url: string;
  description: string;
  events: string[];
}

export const ENDPOINT_FIELDS = ['url', 'description', 'events'] as const;

/** An http(s) URL with a host: what the server could ever call. Its other rules (`invalid-url`) are the server's. */
export function isWebUrl(text: string) {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Client checks: a URL is given and is a web address, https for a live project (said before sending,
 * as the server refuses it with `https-required`), at least one event.
 */
export const endpointValidators = (t: TFunction<'webhooks'>, live: () => boolean) => ({
  url: (value: string) => {
    const url = value.trim();
    if (!url) return t('form.urlRequired');
    if (url.length > WEBHOOK_URL_MAX) return t('form.urlTooLong', { max: WEBHOOK_URL_MAX });
    if (!isWebUrl(url)) return t('form.urlInvalid');
    if (live() && !url.toLowerCase().startsWith('https://')) return t('form.httpsRequired');
    return null;
  },
  description: (value: string) => (value.trim().length > WEBHOOK_DESCRIPTION_MAX ? t('form.descriptionTooLong', { max: WEBHOOK_DESCRIPTION_MAX }) : null),
  events: (value: string[]) => (value.length === 0 ? t('form.eventsRequired') : null),
});

export const toEndpointFields = ({ url, description, events }: EndpointValues): EndpointFields => ({
  url: url.trim(),
  description: description.trim() || null,
  events,
});

/** The endpoint actions' refusals (docs/api/webhooks.md) and where each is shown. */
export const ENDPOINT_CODES: MessageCatalogue = {
  'url.required': 'webhooks:form.urlRequired',
  'url.invalid': 'webhooks:form.urlInvalid',
  'invalid-url': 'webhooks:form.urlInvalid',
  'https-required': 'webhooks:form.httpsRequired',
  'events-required': 'webhooks:form.eventsRequired',
  'events.invalid': 'webhooks:form.eventsInvalid',
  'endpoint-disabled': 'webhooks:errors.endpointDisabled',
  'not-found': 'webhooks:errors.notFound',
  forbidden: 'webhooks:errors.forbidden',
  '403': 'webhooks:errors.forbidden',
};

/** Codes the server may send without pointing at their field. */
export const ENDPOINT_CODE_FIELDS = { 'invalid-url': 'url', 'https-required': 'url', 'events-required': 'events' } as const;
