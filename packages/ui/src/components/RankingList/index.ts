export type { RankingListProps, RankingListRow } from './RankingList';
export { RankingList } from './RankingList';
export type { RankingRowProps } from './RankingRow';
export { RankingRow } from './RankingRow';
