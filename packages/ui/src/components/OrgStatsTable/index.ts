export type { OrgStatsRow, OrgStatsTableProps } from './OrgStatsTable';
export { ORG_STATS_ALL, OrgStatsTable } from './OrgStatsTable';
