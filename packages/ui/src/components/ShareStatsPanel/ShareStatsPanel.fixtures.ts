import type { ShareStatsRow } from './ShareStatsPanel';

/** A fixed "today" (stories and tests never read the clock). */
export const shareStatsToday = '2026-11-24';

/** Posts a member shared, one per click tier. */
export const sharedRows: readonly ShareStatsRow[] = [
  {
    key: 'k1200',
    href: '/p/120',
    label: 'บทสวดมนต์ทำวัตรเช้า ฉบับเต็ม พร้อมคำแปล...',
    clicks: '1,204',
    tier: 4,
  },
  { key: 'k640', href: '/p/118', label: 'ตักบาตรเทโวโรหณะ วัดพระธรรมกาย', clicks: '640', tier: 3 },
  { key: 'k150', href: '/p/97', label: 'ธรรมะก่อนนอน: ความสุขที่แท้จริง', clicks: '150', tier: 2 },
  { key: 'k12', href: '/p/64', label: 'ปฏิทินงานบุญเดือนธันวาคม', clicks: '12', tier: 1 },
  { key: 'k0', href: '/p/31', label: 'ชวนนั่งสมาธิออนไลน์ทุกคืนวันพระ', clicks: '0', tier: 0 },
];

/** A creator's posts others shared. */
export const othersRows: readonly ShareStatsRow[] = [
  { key: 'o1', href: '/p/88', label: 'คลิปสั้น: อานิสงส์การถวายสังฆทาน', clicks: '3,512', tier: 4 },
  { key: 'o2', href: '/p/87', label: 'ภาพบรรยากาศงานบุญกฐินสามัคคี', clicks: '98', tier: 1 },
];

/** A very long Thai description and a row whose post is gone (no link, its key as the label). */
export const longRows: readonly ShareStatsRow[] = [
  {
    key: 'long',
    href: '/p/200',
    label:
      'ขอเชิญร่วมเป็นเจ้าภาพทอดผ้าป่าสามัคคีเพื่อสร้างศาลาปฏิบัติธรรมหลังใหม่ ณ วัดป่าบ้านหนองแสง อำเภอเมือง จังหวัดอุดรธานี ร่วมบุญได้ทุกวันตลอดเดือนนี้...',
    clicks: '123,456',
    tier: 4,
  },
  { key: 'Ab3xYz9', label: 'Ab3xYz9', clicks: '7', tier: 1 },
];
