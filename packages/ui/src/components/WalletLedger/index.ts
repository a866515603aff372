export type { WalletLedgerDirection, WalletLedgerItem, WalletLedgerProps } from './WalletLedger';
export { WalletLedger, walletLedgerDirections } from './WalletLedger';
