import { graphemeLength } from '../text/graphemes';

/** The warning shown when a new post lacks content or a category (product §5). */
export const NEW_POST_WARNING = 'กรุณาเลือกภาพ หรือ พิมพ์ข้อความ และ เลือกหมวดหมู่ !!';

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * A new post needs something to show (a photo or a non-blank message) and a category; otherwise
 * the product's Thai warning.
 */
export function validateNewPost(input: {
  message: string | null | undefined;
  categoryId: number | string | null | undefined;
  photoCount: number;
}): { ok: true } | { ok: false; message: string } {
  const hasContent = input.photoCount > 0 || !isBlank(input.message);
  const hasCategory = !isBlank(input.categoryId) && Number(input.categoryId) > 0;
  return hasContent && hasCategory ? { ok: true } : { ok: false, message: NEW_POST_WARNING };
}

/** The fields of a creator or sharer application. */
export interface ApplicationFields {
  name?: string | null;
  tel?: string | null;
  lineid?: string | null;
  address?: string | null;
}

/** Fields a creator application must fill. */
export const CREATOR_REQUIRED_FIELDS = ['name', 'tel', 'lineid', 'address'] as const;

/** Fields a sharer application must fill (address is optional). */
export const SHARER_REQUIRED_FIELDS = ['name', 'tel', 'lineid'] as const;

/** The creator application's blank required fields, in form order (empty when complete). */
export function missingCreatorFields(f: ApplicationFields): Array<(typeof CREATOR_REQUIRED_FIELDS)[number]> {
  return CREATOR_REQUIRED_FIELDS.filter((key) => isBlank(f[key]));
}

/** The sharer application's blank required fields, in form order (empty when complete). */
export function missingSharerFields(f: ApplicationFields): Array<(typeof SHARER_REQUIRED_FIELDS)[number]> {
  return SHARER_REQUIRED_FIELDS.filter((key) => isBlank(f[key]));
}

/** Member search starts at this many characters. */
export const SEARCH_MIN_LENGTH = 3;

/** True when a member search should run: at least 3 characters after trimming. */
export function isSearchQuery(q: string | null | undefined): boolean {
  return graphemeLength((q ?? '').trim()) >= SEARCH_MIN_LENGTH;
}

/** Member search: a case-insensitive substring of the name. */
export function matchesMemberSearch(name: string | null | undefined, q: string): boolean {
  const needle = q.trim().toLocaleLowerCase('th');
  return needle !== '' && (name ?? '').toLocaleLowerCase('th').includes(needle);
}

/** A handle as stored: trimmed, without the leading `@`. */
export function stripHandle(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/^@+/, '').trim();
}

/** A comment or reply is sent only when it has text; an empty one is silently dropped. */
export function isCommentSendable(text: string | null | undefined): boolean {
  return !isBlank(text);
}

/** The inner-zone form may be submitted only when both organisation levels are chosen. */
export function isOrganisationComplete(choice: { org1?: string | null; org2?: string | null }): boolean {
  return !isBlank(choice.org1) && !isBlank(choice.org2);
}
