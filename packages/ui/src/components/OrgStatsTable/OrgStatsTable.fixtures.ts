import type { OrgStatsRow } from './OrgStatsTable';

const line = (org1: string, org2: string, count: string): OrgStatsRow => ({
  org1,
  org2,
  count,
  href: `/statlist/${encodeURIComponent(org1)}/${encodeURIComponent(org2)}`,
});

/** The demo's organisation lines with formatted counts. */
export const orgStatsRows: OrgStatsRow[] = [
  line('ชพส.', 'ชพส. ภาคกลาง', '1,204'),
  line('ชพส.', 'ชพส. ภาคเหนือ', '87'),
  line('ต่างประเทศ', 'ญี่ปุ่น', '12'),
  line('ต่างประเทศ', 'ยุโรป', '9'),
  line('นครหลวง', 'แก้วภูธร 1', '356'),
  line('นครหลวง', 'แก้วภูธร 2', '298'),
  line('ภูมิภาค', 'ภาคอีสาน', '4,511'),
  line('ภูมิภาค', 'ภาคใต้', '640'),
  line('สำนัก/อื่นๆ', 'สำนักสื่อสาร', '23'),
];
