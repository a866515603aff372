export type { OrgMemberRow, OrgMembersTableProps } from './OrgMembersTable';
export { OrgMembersTable } from './OrgMembersTable';
