export type { PostMenuProps } from './PostMenu';
export { PostMenu } from './PostMenu';
