export type { LikeBarLiker, LikeBarProps } from './LikeBar';
export { LikeBar } from './LikeBar';
