import { lazy } from 'react';

// One chunk for all charts, fetched only when figures are shown.
const load = () => import('./charts');

export const LazyBarsChart = lazy(() => load().then((module) => ({ default: module.BarsChart })));
export const LazyRatesChart = lazy(() => load().then((module) => ({ default: module.RatesChart })));
export const LazyReasonsDonut = lazy(() => load().then((module) => ({ default: module.ReasonsDonut })));
