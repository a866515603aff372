export type { MemberGridItem, MemberGridProps } from './MemberGrid';
export { MemberGrid } from './MemberGrid';
