export type { SwapPanelProps } from './SwapPanel';
export { SwapPanel } from './SwapPanel';
