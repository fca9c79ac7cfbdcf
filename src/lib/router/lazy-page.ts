import type { ComponentType } from 'react';

/** A page whose module did not load: rendering it throws that error, for the route's `errorElement`. */
const failedPage = (error: unknown) =>
  function FailedPage(): never {
    throw error;
  };

/**
 * A route `lazy` loader for one named page component of a module.
 *
 * It never rejects: a module that does not load (offline, a new deployment, the dev server's outdated
 * dependency) gives a page that throws the error when rendered, which the route's `errorElement` shows in
 * the content area. A rejected `lazy` leaves the route looking unloaded to React Router 7, which then
 * renders nothing below the root layout: the page went blank, shell and all.
 */
export const lazyPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: (await load())[name] };
    } catch (error) {
      return { Component: failedPage(error) };
    }
  };

export type LazyScreen = ReturnType<typeof lazyPage>;
