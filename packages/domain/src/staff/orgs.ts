/**
 * Importing organisation units from CSV (ADR 035): the file is read here, the difference with
 * the stored units is computed here, and the service shows it (dry run) or applies it.
 */
import { ORGANISATION_LEVEL1 } from '../constants';
import { checkOrgUnit } from './content';

export interface OrgUnit {
  org1: string;
  org2: string;
}

/** One line of the file that cannot be imported, counted from 1 as an editor shows it. */
export interface CsvProblem {
  line: number;
  message: string;
}

export const ORG_CSV_MAX_ROWS = 5_000;
export const ORG_CSV_MESSAGES = {
  empty: 'ไฟล์ไม่มีข้อมูลหน่วยงาน',
  tooMany: `นำเข้าได้ครั้งละไม่เกิน ${ORG_CSV_MAX_ROWS} แถว`,
  columns: 'แต่ละแถวต้องมี 2 คอลัมน์: หน่วยงานระดับ 1, หน่วยงานระดับ 2',
  quote: 'เครื่องหมายคำพูดไม่ครบคู่',
  duplicate: 'หน่วยงานซ้ำกับแถวก่อนหน้า',
} as const;

/** Splits CSV text into rows of fields (RFC 4180 quotes; commas or semicolons; a BOM ignored). */
export function parseCsv(text: string): {
  rows: Array<{ line: number; fields: string[] }>;
  problems: CsvProblem[];
} {
  const rows: Array<{ line: number; fields: string[] }> = [];
  const problems: CsvProblem[] = [];
  const src = text.replace(/^\uFEFF/, '');
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let rowLine = 1;
  let any = false;
  const endRow = () => {
    fields.push(field);
    if (any || fields.some((f) => f.trim() !== '')) rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
    any = false;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      quoted = true;
      field = '';
      any = true;
    } else if (ch === ',' || ch === ';') {
      fields.push(field);
      field = '';
      any = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += ch;
  }
  if (quoted) problems.push({ line: rowLine, message: ORG_CSV_MESSAGES.quote });
  else if (field !== '' || fields.length) endRow();
  return { rows, problems };
}

/**
 * Reads the units of a CSV file: two columns (level 1, level 2), an optional header row (a first
 * row whose level-1 cell is not a level-1 group and names a column, e.g. `org1,org2`). Every bad
 * row is reported; duplicates are reported and kept once.
 */
export function parseOrgCsv(text: string): { units: OrgUnit[]; problems: CsvProblem[] } {
  const { rows, problems } = parseCsv(text);
  const units: OrgUnit[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const [a = '', b = '', ...rest] = row.fields.map((f) => f.trim());
    if (
      index === 0 &&
      !(ORGANISATION_LEVEL1 as readonly string[]).includes(a) &&
      /org|ระดับ|หน่วย|level/i.test(`${a} ${b}`)
    )
      return;
    if (rest.some((f) => f !== '') || row.fields.length < 2) {
      problems.push({ line: row.line, message: ORG_CSV_MESSAGES.columns });
      return;
    }
    const checked = checkOrgUnit({ org1: a, org2: b });
    if (!checked.ok) {
      problems.push({ line: row.line, message: Object.values(checked.errors)[0]! });
      return;
    }
    const key = `${checked.value.org1}\u0000${checked.value.org2}`;
    if (seen.has(key)) {
      problems.push({ line: row.line, message: ORG_CSV_MESSAGES.duplicate });
      return;
    }
    seen.add(key);
    units.push(checked.value);
  });
  if (units.length === 0 && problems.length === 0)
    problems.push({ line: 1, message: ORG_CSV_MESSAGES.empty });
  if (units.length > ORG_CSV_MAX_ROWS)
    problems.push({ line: ORG_CSV_MAX_ROWS + 1, message: ORG_CSV_MESSAGES.tooMany });
  problems.sort((x, y) => x.line - y.line);
  return { units, problems };
}

/** How an import treats stored units the file does not list. */
export const ORG_IMPORT_MODES = ['merge', 'replace'] as const;
export type OrgImportMode = (typeof ORG_IMPORT_MODES)[number];

/** What an import changes. */
export interface OrgImportPlan {
  /** Units the file adds. */
  add: OrgUnit[];
  /** Units deleted before that the file brings back. */
  restore: OrgUnit[];
  /** Units the file no longer lists (`replace` only, within the level-1 groups the file names). */
  remove: OrgUnit[];
  /** How many listed units are already there. */
  unchanged: number;
}

/**
 * The difference between the stored units (`deleted` marks soft-deleted ones) and the file's.
 * `merge` only adds and restores; `replace` also removes, but only in the level-1 groups the file
 * names, so a file of one group never empties another.
 */
export function planOrgImport(
  stored: ReadonlyArray<OrgUnit & { deleted: boolean }>,
  incoming: readonly OrgUnit[],
  mode: OrgImportMode,
): OrgImportPlan {
  const key = (u: OrgUnit) => `${u.org1}\u0000${u.org2}`;
  const byKey = new Map(stored.map((u) => [key(u), u]));
  const listed = new Set(incoming.map(key));
  const plan: OrgImportPlan = { add: [], restore: [], remove: [], unchanged: 0 };
  for (const unit of incoming) {
    const found = byKey.get(key(unit));
    if (!found) plan.add.push(unit);
    else if (found.deleted) plan.restore.push(unit);
    else plan.unchanged++;
  }
  if (mode === 'replace') {
    const groups = new Set(incoming.map((u) => u.org1));
    for (const unit of stored)
      if (!unit.deleted && groups.has(unit.org1) && !listed.has(key(unit)))
        plan.remove.push({ org1: unit.org1, org2: unit.org2 });
  }
  return plan;
}
