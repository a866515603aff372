export type { EmptyStateProps, EmptyStateTitleElement } from './EmptyState';
export { EmptyState, emptyStateTitleElements } from './EmptyState';
