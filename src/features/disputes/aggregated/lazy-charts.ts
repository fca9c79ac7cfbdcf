import { lazy } from 'react';

// One chunk for the charts (and recharts), fetched only when the aggregate is shown.
export const LazyCountBarChart = lazy(() => import('./charts').then((module) => ({ default: module.CountBarChart })));
