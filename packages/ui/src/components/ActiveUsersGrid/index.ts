export type { ActiveUser, ActiveUsersGridProps } from './ActiveUsersGrid';
export { ActiveUsersGrid } from './ActiveUsersGrid';
