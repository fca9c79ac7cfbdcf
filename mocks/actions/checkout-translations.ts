/**
 * checkout-translations/list, create, update, delete (docs/api/developers.md): the languages of a
 * project's checkout page. Every project has its default, English, with every text (not removable);
 * another language may leave texts out (the checkout shows the default's). Reading needs
 * `projects.read` on the project, changing `projects.write` (an admin's: the checkout is the
 * merchant's storefront, not the integration). Texts are plain text kept as typed, on one line.
 */
import { toPointer } from '@/lib/contract';
import { checkoutTextKeys } from '@/lib/contract/developers';
import { canonicalLanguageTag } from '@/lib/validation/language-tag';
import { nowIso } from '../clock';
import { can, reaches } from '../db/access';
import { newId } from '../db/ids';
import {
  checkoutTranslationJson,
  defaultTranslation,
  defaultTranslationId,
  projectOfDefaultTranslation,
  type CheckoutTextKey,
  type CheckoutTranslation,
} from '../db/project-settings';
import type { Identity } from '../db/schema';
import { db } from '../db/store';
import { apiError, type ApiError } from '../handlers/respond';
import { pushResourceUpdated } from '../pusher-hub';
import { defineAction } from './define-action';
import { isListPage, listQuery, type ListOptions } from './list-query';
import { failure, fieldError, type ActionOutcome, type ActionRequest } from './types';

const PROJECTS_READ = 'projects.read';
const PROJECTS_WRITE = 'projects.write';

/** The project's default language: stored once changed, else as every project starts. */
const defaultOf = (projectId: string) => db.checkoutTranslations.get(defaultTranslationId(projectId)) ?? defaultTranslation(projectId);

const translationsOf = (projectId: string) => [defaultOf(projectId), ...db.checkoutTranslations.filter((row) => row.projectId === projectId && !row.isDefault)];

/** The translation the call names, when the identity may do `permission` on its project; a project's default by its id too. */
function translationFor(identity: Identity, request: ActionRequest, payload: { id?: string } | undefined, permission: string): CheckoutTranslation | undefined {
  const id = request.id ?? payload?.id ?? '';
  const stored = db.checkoutTranslations.get(id);
  const projectId = stored?.projectId ?? projectOfDefaultTranslation(id);
  const project = projectId ? db.resources.get(projectId) : undefined;
  if (!project || project.resourceType !== 'project' || !reaches(identity, project.id) || !can(identity, permission, project.id)) return undefined;
  return stored ?? defaultOf(project.id);
}

const translationNotFound = () => failure('not-found', 'Translation not found');
const pushTranslation = (row: CheckoutTranslation) =>
  pushResourceUpdated(row.projectId, { type: 'checkout-translations', id: row.id }, { permission: PROJECTS_READ });

const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The texts as stored: each key one of `checkoutTextKeys`, each text on one line without control
 * characters (else `invalid` at `/data/attributes/texts/<key>`); an empty text is left out. The
 * default language needs every one (`required`).
 */
function checkTexts(texts: Record<string, string>, isDefault: boolean): { texts: CheckoutTranslation['texts']; errors: ApiError[] } {
  const known = checkoutTextKeys as readonly string[];
  const errors: ApiError[] = [];
  const kept: CheckoutTranslation['texts'] = {};
  const at = (key: string) => ({ source: { pointer: toPointer(['data', 'attributes', 'texts', key]) } });
  for (const [key, text] of Object.entries(texts)) {
    if (!known.includes(key)) errors.push(apiError('invalid', `Unknown text ${key}`, at(key)));
    else if (LINE_BREAK.test(text)) errors.push(apiError('invalid', 'Text must be on one line', at(key)));
    else if (CONTROL.test(text)) errors.push(apiError('invalid', 'Text must not contain control characters', at(key)));
    else if (text) kept[key as CheckoutTextKey] = text;
  }
  if (isDefault) {
    for (const key of checkoutTextKeys) if (!(key in kept) && !texts[key]) errors.push(apiError('required', 'The default language needs every text', at(key)));
  }
  return { texts: kept, errors };
}

const translationFields: ListOptions<CheckoutTranslation> = {
  fields: { language: (row) => row.language.toLowerCase(), isDefault: (row) => (row.isDefault ? 1 : 0) },
  defaultSort: '-isDefault,language',
};

const list = defineAction({
  name: 'checkout-translations/list',
  needsIdentity: true,
  permission: PROJECTS_READ,
  resource: { from: 'resourceId', kind: 'project' },
  run: ({ resource, payload }) => {
    const page = listQuery(translationsOf(resource!.id), payload, translationFields);
    return isListPage(page) ? { data: page.rows.map(checkoutTranslationJson), meta: page.meta } : page;
  },
});

const create = defineAction({
  name: 'checkout-translations/create',
  needsIdentity: true,
  permission: PROJECTS_WRITE,
  resource: { from: 'resourceId', kind: 'project' },
  run: ({ resource, payload }): ActionOutcome => {
    const { language, texts } = payload.data.attributes;
    const tag = canonicalLanguageTag(language);
    if (tag === null) return { errors: [fieldError('language', 'invalid-language-tag', 'Incorrect format')] };
    if (translationsOf(resource!.id).some((row) => row.language.toLowerCase() === tag.toLowerCase())) {
      return { errors: [fieldError('language', 'language-exists', 'Language already exists')] };
    }
    const checked = checkTexts(texts, false);
    if (checked.errors.length) return { errors: checked.errors };
    const row = db.checkoutTranslations.insert({
      id: newId('ctr'),
      projectId: resource!.id,
      language: tag,
      isDefault: false,
      texts: checked.texts,
      updatedAt: nowIso(),
    });
    pushTranslation(row);
    return { data: checkoutTranslationJson(row) };
  },
});

/** Replaces the translation's texts with those sent (a text left out, or empty, is missing). */
const update = defineAction({
  name: 'checkout-translations/update',
  needsIdentity: true,
  permission: PROJECTS_WRITE,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = translationFor(identity, request, payload, PROJECTS_WRITE);
    if (!found) return translationNotFound();
    const checked = checkTexts(payload.data.attributes.texts, found.isDefault);
    if (checked.errors.length) return { errors: checked.errors };
    const row = db.checkoutTranslations.upsert({ ...found, texts: checked.texts, updatedAt: nowIso() });
    pushTranslation(row);
    return { data: checkoutTranslationJson(row) };
  },
});

const remove = defineAction({
  name: 'checkout-translations/delete',
  needsIdentity: true,
  permission: PROJECTS_WRITE,
  run: ({ identity, request, payload }): ActionOutcome => {
    const found = translationFor(identity, request, payload, PROJECTS_WRITE);
    if (!found) return translationNotFound();
    if (found.isDefault) return { errors: [apiError('invalid', 'The default language cannot be removed', { source: { pointer: '/id' } })] };
    db.checkoutTranslations.remove(found.id);
    pushTranslation(found);
    return { data: null };
  },
});

export const checkoutTranslationActions = [list, create, update, remove];
