import { HttpResponse } from 'msw';
import { can } from '../db/access';
import { fnv1a } from '../db/random';
import type { Resource } from '../db/schema';
import { db } from '../db/store';
import { resolveSession } from '../sessions';
import { apiRoute, errorResponse, unauthorized } from './respond';

const processing = ['EUR', 'USD', 'GBP', 'PLN', 'UAH', 'JPY', 'KWD'];
const methods = ['card', 'apple-pay', 'google-pay', 'sepa-debit', 'paypal', 'bank-transfer'];
const languages = ['en', 'de', 'fr', 'es', 'it'];

/** Deterministic details derived from the project id. */
export function projectDetails(project: Resource) {
  const hash = fnv1a(project.id);
  const parent = project.parentId ? db.resources.get(project.parentId) : undefined;
  const take = (items: string[], min: number, shift: number) => items.filter((_, i) => i < min || ((hash >>> (shift + i)) & 1) === 1);
  return {
    type: 'project-details',
    id: project.id,
    attributes: {
      merchantName: parent?.name ?? project.name,
      website: project.website ?? null,
      defaultLanguage: languages[hash % languages.length],
      checkoutPageStatus: hash % 5 === 0 ? 'disabled' : 'enabled',
      currencies: {
        processing: take(processing, 2, 0),
        rollingReserve: ['EUR'],
        settlement: hash % 2 === 0 ? ['EUR'] : ['EUR', 'USD'],
      },
      paymentMethods: take(methods, 1, 8),
      tokenizers: take(['apple-pay', 'google-pay'], 0, 16),
    },
  };
}

/** GET projects/{id}/details: 404 when unknown, 403 no-rights without projects.read. */
export const projectDetailsHandler = apiRoute('get', 'projects/:id/details', ({ request, params, cookies }) => {
  const session = resolveSession(request, cookies);
  const identity = session?.scope === 'full' && session.identityId ? db.identities.get(session.identityId) : undefined;
  if (!session || !identity) return unauthorized();
  const project = db.resources.get(String(params.id));
  if (!project || project.resourceType !== 'project') return errorResponse(404, 'not-found', 'Project not found');
  if (!can(identity, 'projects.read', project.id)) return errorResponse(403, 'no-rights', 'No rights to access project details');
  return HttpResponse.json({ data: projectDetails(project) });
});
