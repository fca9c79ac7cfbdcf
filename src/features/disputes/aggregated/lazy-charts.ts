import { lazy } from 'react';

// The chart in its own chunk, fetched only when the aggregate is shown.
export const LazyCountBarChart = lazy(() => import('./charts').then((module) => ({ default: module.CountBarChart })));
