import { lazy } from 'react';

// One chunk for all charts, fetched only when statistics are shown.
const load = () => import('./charts');

export const LazyVolumeChart = lazy(() => load().then((module) => ({ default: module.VolumeChart })));
export const LazyCountChart = lazy(() => load().then((module) => ({ default: module.CountChart })));
export const LazyBreakdownDonut = lazy(() => load().then((module) => ({ default: module.BreakdownDonut })));
