/**
 * The back office's enumerations alone (ADR 035): what the typed client's answer checks read.
 * A module of their own so a bundle that only checks answers — every member's page loads the
 * client — carries these few words, not the back office's rules and Thai messages beside them
 * (`content.ts`, `orders.ts`, `roles.ts` re-export them).
 */

/** A member's rank, lowest first: `member`, `staff`, `admin` (`roles.ts`). */
export const ROLES = ['member', 'staff', 'admin'] as const;
/** A member's role. */
export type Role = (typeof ROLES)[number];

/** Where an order stands (`orders.ts`). */
export const ORDER_STATUSES = ['placed', 'packed', 'sent', 'received', 'cancelled'] as const;
/** Where an order stands. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where a notice stands: a draft, waiting for its time, published, or deleted (restorable). */
export const NOTICE_STATES = ['draft', 'scheduled', 'published', 'deleted'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];
