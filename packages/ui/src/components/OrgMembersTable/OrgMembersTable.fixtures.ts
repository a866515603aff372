import type { OrgMemberRow } from './OrgMembersTable';

const names = ['สมชาย ใจบุญ', 'สมหญิง รักธรรม', 'ประเสริฐ ศรีสุข', 'วิไลวรรณ แสงทอง', 'ธนากร บุญมา'];

/** A page of members with contact details (what staff see), deterministic. */
export const orgMemberRows: OrgMemberRow[] = names.map((name, i) => ({
  uid: 20 + i,
  number: String(i + 1),
  name,
  href: i % 2 ? `/u${20 + i}` : `/@member${20 + i}`,
  picture: null,
  org: 'ภูมิภาค · ภาคใต้',
  lineid: `line_member${20 + i}`,
  address: i === 2 ? '' : `${i + 1}/9 หมู่ ${i + 2} ต.คลองหลวง อ.คลองหลวง จ.ปทุมธานี 12120`,
  tel: `08${String(12345678 + i * 7919).slice(0, 8)}`,
  links:
    i % 2
      ? [{ social: 'facebook' as const, url: `https://facebook.com/member${20 + i}` }]
      : [
          { social: 'youtube' as const, url: `https://youtube.com/@member${20 + i}` },
          { social: 'tiktok' as const, url: `https://tiktok.com/@member${20 + i}` },
        ],
  total: ['1,204', '87', '0', '356', '12'][i] as string,
}));

/** The same page as a non-staff member gets it: no contact details. */
export const orgMemberRowsWithoutContacts: OrgMemberRow[] = orgMemberRows.map((row) => ({
  ...row,
  lineid: null,
  address: null,
  tel: null,
}));
