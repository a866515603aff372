/**
 * Who may run which part of the back office (ADR 035). A role is a rank: each one may do
 * everything the one below it may.
 * - `member`: the site only.
 * - `staff`: moderation, order fulfilment, notices, members (search, block, type).
 * - `admin`: everything, including categories, souvenirs and stock, badges, organisation units,
 *   roles and the audit log.
 */
import { ROLES, type Role } from './kinds';

export { ROLES, type Role };

/** True for one of `ROLES`. */
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** The role a stored value reads as: anything unknown is a plain member. */
export const roleOf = (value: unknown): Role => (isRole(value) ? value : 'member');

/** True when `role` reaches `needed` (admin ⊃ staff ⊃ member). */
export function hasRole(role: unknown, needed: Role): boolean {
  return ROLES.indexOf(roleOf(role)) >= ROLES.indexOf(needed);
}

/** Thai names of the roles, as the back office shows them. */
export const ROLE_LABELS: Record<Role, string> = {
  member: 'สมาชิก',
  staff: 'ทีมงาน',
  admin: 'ผู้ดูแลระบบ',
};

/**
 * Whether `actor` may block, unblock or change the type of a member whose role is `target`: staff
 * act on plain members only; an admin on anyone but themselves (checked by the caller).
 */
export function canManageMember(actor: unknown, target: unknown): boolean {
  if (hasRole(actor, 'admin')) return true;
  return hasRole(actor, 'staff') && roleOf(target) === 'member';
}
