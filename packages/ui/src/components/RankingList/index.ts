export type { RankingListProps, RankingListRow } from './RankingList';
export { RankingList } from './RankingList';
