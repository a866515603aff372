export type { ShareStatsPanelProps, ShareStatsRow } from './ShareStatsPanel';
export { ShareStatsPanel } from './ShareStatsPanel';
