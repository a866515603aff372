export type { PlayerModalItem, PlayerModalProps, PlayerShape } from './PlayerModal';
export { PlayerModal, playerShapes } from './PlayerModal';
