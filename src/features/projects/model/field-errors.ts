import type { Failure } from '@/lib/http';

/** Field name → message key (namespace `projects`), or a translated text built by the caller. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Server codes per field with a message of their own; anything else is 'invalid'. */
const knownCodes: Record<string, Record<string, string>> = {
  name: { required: 'validation.nameRequired', invalid: 'validation.nameLength' },
  number: { required: 'validation.numberRequired', invalid: 'validation.numberFormat', taken: 'validation.numberTaken' },
  website: { required: 'validation.websiteRequired', invalid: 'validation.websiteFormat' },
  mode: { required: 'validation.modeRequired', invalid: 'validation.modeRequired' },
};

/** The field a JSON pointer names: '/data/attributes/name' → 'name'. */
export const pointerField = (pointer: string | undefined): string | undefined =>
  pointer?.match(/^\/data\/(?:attributes|relationships)\/([^/]+)/)?.[1];

/**
 * Splits a failure into message keys per known field and whether anything was left over
 * (an error without a matching field is shown above the form).
 */
export function fieldErrorsOf<F extends string>(failure: Failure, fields: readonly F[]): { fields: FieldErrors<F>; rest: boolean } {
  const result: FieldErrors<F> = {};
  let rest = false;
  for (const error of failure.errors) {
    const field = pointerField(error.source?.pointer);
    if (field && (fields as readonly string[]).includes(field)) {
      const key = field as F;
      result[key] ??= knownCodes[field]?.[String(error.code)] ?? 'validation.invalid';
    } else {
      rest = true;
    }
  }
  if (failure.errors.length === 0) rest = true;
  return { fields: result, rest };
}

export interface OrganizationForm {
  name: string;
  number: string;
}

export interface ProjectForm {
  name: string;
  website: string;
  mode: 'live' | 'sandbox' | '';
}

/** Client-side checks before any request: required fields only (formats are the server's rules). */
export function validateOrganization(form: OrganizationForm): FieldErrors<keyof OrganizationForm> {
  const errors: FieldErrors<keyof OrganizationForm> = {};
  if (!form.name.trim()) errors.name = 'validation.nameRequired';
  if (!form.number.trim()) errors.number = 'validation.numberRequired';
  return errors;
}

export function validateProject(form: ProjectForm): FieldErrors<keyof ProjectForm> {
  const errors: FieldErrors<keyof ProjectForm> = {};
  if (!form.name.trim()) errors.name = 'validation.projectNameRequired';
  if (!form.mode) errors.mode = 'validation.modeRequired';
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
