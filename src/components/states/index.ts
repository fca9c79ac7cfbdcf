export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { LoadingState, type LoadingStateProps } from './loading-state';
