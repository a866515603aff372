export type { WalletSummaryProps } from './WalletSummary';
export { WalletSummary } from './WalletSummary';
