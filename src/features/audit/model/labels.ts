import { useCallback } from 'react';
import type { FilterOption } from '@/components/list-page';
import { useTranslation } from 'react-i18next';
import { isKnownAction, isKnownObjectType } from './vocabulary';

/** An action in words ("Refunded a payment"); a name the app does not know, as it is. */
export function useActionLabel() {
  const { t } = useTranslation('audit');
  return useCallback((name: string) => (isKnownAction(name) ? t(`actions.${name}`) : name), [t]);
}

/** An object type in words ("Payment link"); a type the app does not know, as it is. */
export function useObjectTypeLabel() {
  const { t } = useTranslation('audit');
  return useCallback((type: string) => (isKnownObjectType(type) ? t(`objects.${type}`) : type), [t]);
}

/** "Ada Admin (admin@sandbox.test)", or whichever of the two is known. */
export const actorText = (actor: { name: string; email: string }) => (actor.name && actor.email ? `${actor.name} (${actor.email})` : actor.name || actor.email);

type Actor = { name: string; email: string; provider?: boolean };

/** Who made an entry, in words: the provider's staff (named by no one), or the person. */
export function useActorLabel() {
  const { t } = useTranslation('audit');
  return useCallback((actor: Actor) => (actor.provider ? { name: t('details.providerStaff'), email: '' } : { name: actor.name, email: actor.email }), [t]);
}

/** Orders filter choices by their words. */
export const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);
