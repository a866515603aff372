import type { ComponentPropsWithoutRef } from 'react';

export interface SideNavBadge {
  /** Badge id (React key). */
  id: string | number;
  /** Its name: the image's alternative text ('ผู้แชร์ 100 คลิก'). */
  name: string;
  /** Small badge image URL. */
  src: string;
}

export interface SideNavMember {
  /** Display name. */
  name: string;
  /** Profile picture URL; initials show without one. */
  avatarSrc?: string | null;
  /** Badges the member holds, shown as small images. */
  badges?: readonly SideNavBadge[];
}

export interface SideNavCategory {
  /** Category id (React key). */
  id: string | number;
  /** Category name as shown. */
  name: string;
  /** The category's feed: the app builds it (ui knows no site address). */
  href: string;
}

/**
 * Where each of the menu's links goes, given by the app (ui knows no site address); the labels and
 * icons are the menu's own. In the menu's order: the four main links, the Social group's five, then
 * the shop's three.
 */
export interface SideNavLinks {
  feed: string;
  latest: string;
  topShare: string;
  creators: string;
  youtube: string;
  tiktok: string;
  facebook: string;
  twitter: string;
  /** Photos, links and text. */
  otherSocial: string;
  coin: string;
  wallet: string;
  search: string;
}

export interface SideNavProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The signed-in member (the side menu shows only when signed in). */
  member: SideNavMember;
  /** Clicks on the member's shared links: a number (formatted with separators) or a formatted string. */
  clicks: number | string;
  /** Shares. */
  shares: number | string;
  /** Posts. */
  posts: number | string;
  /** Where the menu's links go (the app's addresses). */
  links: SideNavLinks;
  /** Categories for the collapsible Categories group, each with its address. */
  categories: readonly SideNavCategory[];
  /** The current address with its query: the link with exactly that href gets `aria-current="page"`. */
  currentPath: string;
  /** The user manual (a separate site): opens in a new tab; no link without it. */
  manualHref?: string | undefined;
  /** Night mode on. */
  night: boolean;
  /** Called with the new night-mode value. */
  onNightChange: (night: boolean) => void;
  /** Called by Logout. */
  onLogout: () => void;
  /** Phones and tablets: the drawer is open (controlled). Desktop always shows the panel. */
  open?: boolean;
  /** Initial drawer state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (Escape, backdrop, close button, a link tapped, desktop width). */
  onOpenChange?: (open: boolean) => void;
}

/** The props the menu's content reads (the panel and the drawer show the same content). */
export type SideNavContentProps = Omit<
  SideNavProps,
  'open' | 'defaultOpen' | 'onOpenChange' | keyof ComponentPropsWithoutRef<'nav'>
>;
