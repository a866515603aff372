/**
 * The view of `/statlist/{org1}/{org2}` (the two dropdowns and the member table) in a chunk of its
 * own, fetched beside the members by the screen's loader, so the screen's first chunk does not
 * carry the table code too (ADR 024 budget).
 */
import { orgUnitPath } from '@lightbearers/domain';
import { type OrgChoice, type OrgMemberRow, OrgMembersTable, OrgPicker, Spinner, th } from '@lightbearers/ui';

export interface OrganisationMembersViewProps {
  org1: string;
  org2: string;
  choice: OrgChoice;
  onChoice: (next: OrgChoice) => void;
  onOrg1Change: (org1: string) => void;
  units: readonly string[];
  loadingUnits: boolean;
  /** The page's members, or null while they load (or when they failed). */
  members: { rows: OrgMemberRow[]; page: number; pageCount: number } | null;
  failed: boolean;
}

export default function OrganisationMembersView(props: OrganisationMembersViewProps) {
  const { org1, org2, members } = props;
  return (
    <>
      <OrgPicker
        layout="fields"
        value={props.choice}
        onValueChange={props.onChoice}
        onOrg1Change={props.onOrg1Change}
        org2Options={props.units}
        loadingOrg2={props.loadingUnits}
      />
      {members ? (
        <OrgMembersTable
          rows={members.rows}
          page={members.page}
          pageCount={members.pageCount}
          hrefFor={(n) => orgUnitPath(org1, org2, n)}
          caption={th.org.membersCaption(org1, org2)}
        />
      ) : props.failed ? null : (
        <Spinner />
      )}
    </>
  );
}
