/**
 * The one list of Thai demo names, written for this project: given names with the romanised
 * handle a member of that name uses, and family names. api-client's testing factories pick from
 * them with the seeded generator (their output is fixed by the visual baselines, so the order of
 * these lists never changes: append only in a change that refreshes those baselines), and the
 * service's demo seed names its members with `demoMember`.
 */

export interface DemoName {
  /** Thai given name. */
  given: string;
  /** Romanised handle (lower-case ASCII letters). */
  handle: string;
}

export const DEMO_NAMES: readonly DemoName[] = [
  { given: 'สมชาย', handle: 'somchai' },
  { given: 'สมหญิง', handle: 'somying' },
  { given: 'ปัณณวัฒน์', handle: 'pannawat' },
  { given: 'กมลชนก', handle: 'kamon' },
  { given: 'ธนกฤต', handle: 'thanakrit' },
  { given: 'ณัฐธิดา', handle: 'nattida' },
  { given: 'วิไลวรรณ', handle: 'wilai' },
  { given: 'ศุภชัย', handle: 'supachai' },
  { given: 'อรอุมา', handle: 'onuma' },
  { given: 'ประเสริฐ', handle: 'prasert' },
  { given: 'จิราพร', handle: 'jiraporn' },
  { given: 'ธีรวัฒน์', handle: 'teerawat' },
  { given: 'พิมพ์ชนก', handle: 'pimchanok' },
  { given: 'กิตติพงษ์', handle: 'kittipong' },
  { given: 'สุดารัตน์', handle: 'sudarat' },
  { given: 'วรเมธ', handle: 'woramet' },
  { given: 'ชนิดา', handle: 'chanida' },
  { given: 'อนุชา', handle: 'anucha' },
  { given: 'มาลัย', handle: 'malai' },
  { given: 'บุญเรือน', handle: 'boonruean' },
];

export const DEMO_FAMILY_NAMES: readonly string[] = [
  'ใจบุญ',
  'ศรีสุข',
  'แสงธรรม',
  'บุญมา',
  'รักษ์ธรรม',
  'วงศ์สวัสดิ์',
  'ทองดี',
  'สุขสวัสดิ์',
  'ประเสริฐศรี',
  'มั่นคง',
];

/** How many members `demoMember` can name, each with a different full name and handle. */
export const DEMO_MEMBER_CAPACITY = DEMO_NAMES.length * DEMO_FAMILY_NAMES.length;

/**
 * The demo member at `index` (0-based): given names in list order, each round of them with the
 * next family name, so every index below `DEMO_MEMBER_CAPACITY` has its own full name; the handle
 * gets the round's number from the second round on (`somchai`, …, `somchai2`, …).
 */
export function demoMember(index: number): { given: string; family: string; handle: string } {
  if (!Number.isInteger(index) || index < 0 || index >= DEMO_MEMBER_CAPACITY)
    throw new RangeError(`demoMember: index ${index} is outside 0–${DEMO_MEMBER_CAPACITY - 1}`);
  const round = Math.floor(index / DEMO_NAMES.length);
  const name = DEMO_NAMES[index % DEMO_NAMES.length] as DemoName;
  return {
    given: name.given,
    family: DEMO_FAMILY_NAMES[(index + round) % DEMO_FAMILY_NAMES.length] as string,
    handle: round === 0 ? name.handle : `${name.handle}${round + 1}`,
  };
}
