export type { BadgeShelfHolder, BadgeShelfItem, BadgeShelfProps } from './BadgeShelf';
export { BadgeShelf } from './BadgeShelf';
