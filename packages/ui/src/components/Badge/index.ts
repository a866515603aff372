export type { BadgeProps, BadgeSize, BadgeTone, BadgeVariant } from './Badge';
export { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge';
