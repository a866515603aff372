/** A social link of a profile. */
export interface SocialLink {
  social: string;
  url: string | null;
}

/** What the profile export reads of a profile. */
export interface ExportProfile {
  uid: number;
  name?: string | null;
  at?: string | null;
  type?: string | null;
  org1?: string | null;
  org2?: string | null;
  link?: readonly SocialLink[] | null;
}

/** What the profile export reads of a sharer application (contact details). */
export interface ExportSharerSub {
  /** The applicant's user id. */
  user: number;
  tel?: string | null;
  lineid?: string | null;
  address?: string | null;
}

/** The social networks a profile can link, as the export's columns. */
export const SOCIAL_LINK_KINDS = ['facebook', 'twitter', 'tiktok', 'youtube', 'website'] as const;

/** The Thai column headers of the /profileexport workbook, in column order. */
export const PROFILE_EXPORT_HEADERS = [
  'ลำดับ',
  'รหัสผู้ใช้',
  'ชื่อ',
  'ชื่อผู้ใช้',
  'ประเภท',
  'สาย',
  'หน่วย',
  'เบอร์โทร',
  'ไลน์ไอดี',
  'ที่อยู่',
  'Facebook',
  'Twitter',
  'TikTok',
  'YouTube',
  'เว็บไซต์',
] as const;

/** One row of the export, matching `PROFILE_EXPORT_HEADERS`. */
export type ProfileExportRow = [number, number, ...string[]];

/** The export rows: one per profile in the given order, joined with its sharer application by user id. */
export function profileExportRows(
  profiles: readonly ExportProfile[],
  sharerSubs: readonly ExportSharerSub[] = [],
): ProfileExportRow[] {
  // The newest application wins when a member applied more than once (later in the list).
  const subs = new Map(sharerSubs.map((s) => [s.user, s]));
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return profiles.map((profile, index) => {
    const sub = subs.get(profile.uid);
    const link = (social: string) => text(profile.link?.find((l) => l.social === social && text(l.url))?.url);
    return [
      index + 1,
      profile.uid,
      text(profile.name),
      text(profile.at) ? `@${text(profile.at)}` : '',
      text(profile.type),
      text(profile.org1),
      text(profile.org2),
      text(sub?.tel),
      text(sub?.lineid),
      text(sub?.address),
      ...SOCIAL_LINK_KINDS.map(link),
    ];
  });
}

/** The export workbook's sheet (header row then the rows), ready for a spreadsheet writer. */
export function profileExportSheet(
  profiles: readonly ExportProfile[],
  sharerSubs: readonly ExportSharerSub[] = [],
): Array<readonly (string | number)[]> {
  return [PROFILE_EXPORT_HEADERS, ...profileExportRows(profiles, sharerSubs)];
}

/** The export file's name, dated by the Bangkok day, e.g. `profiles-2022-03-04.xlsx`. */
export function profileExportFileName(today: string): string {
  return `profiles-${today}.xlsx`;
}
