export type { PostCardProps, PostCardSlotProps } from './PostCard';
export { PostCard } from './PostCard';
