export type { AvatarProps, AvatarSize } from './Avatar';
export { Avatar, avatarSizes } from './Avatar';
