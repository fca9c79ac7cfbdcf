import { columnVisibilityFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';

/** The TanStack Table features every list uses: sorting state (rows come sorted) and visibility. */
export const listFeatures = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
export type ListFeatures = typeof listFeatures;
