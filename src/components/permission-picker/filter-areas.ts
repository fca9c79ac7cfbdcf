import { permissionAreas, type PermissionArea } from '@/lib/permissions/permission-areas';

export interface PermissionText {
  label: string;
  line: string;
}

export interface AreaMatch {
  area: PermissionArea;
  /** Every permission of the area, in the picker's order. */
  names: readonly string[];
  /** Those the search matches (all of them without a search). */
  shown: readonly string[];
}

/** Folds case and accents, so "reembolsar" finds "Reembolsar" and "remboursement" finds "Remboursements". */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The areas and permissions a search shows: a permission matches when every word of the search is
 * in its label or its plain-language line (as the user reads them, in their language). Areas with
 * nothing to show are left out.
 */
export function filterAreas(search: string, describe: (name: string) => PermissionText): AreaMatch[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return (Object.keys(permissionAreas) as PermissionArea[]).flatMap((area) => {
    const names: readonly string[] = permissionAreas[area];
    const shown = words.length
      ? names.filter((name) => {
          const { label, line } = describe(name);
          const text = fold(`${label} ${line}`);
          return words.every((word) => text.includes(word));
        })
      : names;
    return shown.length ? [{ area, names, shown }] : [];
  });
}
