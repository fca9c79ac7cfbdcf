/** A permission rule on a route or menu item: one name, any of a list, or all of a list. */
export type PermissionRule = string | { anyOf: readonly string[] } | { allOf: readonly string[] };

export interface PermissionSet {
  /** Granted hashed identifiers. */
  granted: ReadonlySet<string>;
  /** Readable name → hashed identifier. */
  catalogue: Readonly<Record<string, string>>;
}

/** Checks one readable name; a name absent from the catalogue counts as not granted and is reported. */
export function hasPermission(set: PermissionSet, name: string, onUnknown?: (name: string) => void): boolean {
  const hash = set.catalogue[name];
  if (hash === undefined) {
    // Before the catalogue arrives every name is unknown; only a loaded catalogue can miss one.
    if (onUnknown && Object.keys(set.catalogue).length > 0) onUnknown(name);
    return false;
  }
  return set.granted.has(hash);
}

export function isAllowed(rule: PermissionRule | undefined, set: PermissionSet, onUnknown?: (name: string) => void): boolean {
  if (rule === undefined) return true;
  const check = (name: string) => hasPermission(set, name, onUnknown);
  if (typeof rule === 'string') return check(rule);
  if ('anyOf' in rule) return rule.anyOf.some(check);
  return rule.allOf.every(check);
}

export const anyOf = (...names: string[]): PermissionRule => ({ anyOf: names });
export const allOf = (...names: string[]): PermissionRule => ({ allOf: names });
