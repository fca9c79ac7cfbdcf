import type { ComponentType } from 'react';

/** A route `lazy` loader for one named page component of a module. */
export const lazyPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

export type LazyScreen = ReturnType<typeof lazyPage>;
