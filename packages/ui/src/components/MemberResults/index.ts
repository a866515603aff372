export type { MemberResultsProps, MemberResultsState } from './MemberResults';
export { MemberResults, memberResultsStates } from './MemberResults';
