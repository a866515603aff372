/**
 * What the member's chrome shows, read by the layout route's loader with the screen's own data (one
 * round trip, and the service renders it): the side menu's categories and the member's counters and
 * badges, the bell's first notifications. A visitor's chrome reads nothing. A part that cannot be
 * read shows empty (logged), never breaks the page.
 */
import type { Badge, BellFeed, Category, Client, Session } from '@lightbearers/api-client';
import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { useMatches } from 'react-router-dom';
import { bellAtom, emptyBell } from '../notifications/bellState';
import { isNetworkFailure } from '../router/failure';

/** Which chrome a layout draws for a member: side menu + header + bottom bar, the header alone, none. */
export type ChromeMode = 'full' | 'header' | 'none';

export interface MemberSummary {
  clicks: number;
  shares: number;
  posts: number;
  badges: Badge[];
}

export interface ChromeData {
  /** The member the data was read for (null: a visitor). */
  uid: number | null;
  categories: Category[];
  summary: MemberSummary;
  bell: BellFeed;
  /** The clock of the bell's relative times (the service's render and the hydration agree). */
  now: number;
}

const EMPTY_SUMMARY: MemberSummary = { clicks: 0, shares: 0, posts: 0, badges: [] };
export const NO_CHROME: ChromeData = {
  uid: null,
  categories: [],
  summary: EMPTY_SUMMARY,
  bell: emptyBell,
  now: 0,
};

async function part<T>(what: string, read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isNetworkFailure(error)) return fallback;
    console.warn(what, error);
    return fallback;
  }
}

/** The calls, loaded with the first chrome read (never with a first screen the service rendered). */
const calls = () => import('@lightbearers/api-client');

async function summaryOf(client: Client, uid: number): Promise<MemberSummary> {
  const { getBadges, getSharedByUser } = await calls();
  const [stats, badges] = await Promise.all([
    part('cannot get Stat', getSharedByUser(client, uid), null),
    part('cannot get badge', getBadges(client, uid), []),
  ]);
  return { clicks: stats?.sum ?? 0, shares: stats?.share ?? 0, posts: stats?.posts ?? 0, badges };
}

/** Reads the chrome of `mode` for `session` (nothing for a visitor or a layout without chrome). */
export async function loadChrome(
  client: Client,
  session: Session | null,
  mode: ChromeMode,
  now: number,
): Promise<ChromeData> {
  if (!session || mode === 'none') return { ...NO_CHROME, now };
  const uid = session.userID;
  const full = mode === 'full';
  const { getBellFeed, getCategories } = await calls();
  const [categories, summary, bell] = await Promise.all([
    full ? part('categories failed', getCategories(client), []) : [],
    full ? summaryOf(client, uid) : EMPTY_SUMMARY,
    part('notifications failed', getBellFeed(client), emptyBell),
  ]);
  return { uid, categories, summary, bell, now };
}

/** The chrome data of the layout the current screen sits in. */
export function useChromeData(): ChromeData {
  const matches = useMatches();
  const layout = matches.find((match) => match.id.startsWith('layout:'));
  return (layout?.data as ChromeData | undefined) ?? NO_CHROME;
}

/**
 * The bell's state, shared by the bell and `/noti`: what the layout's loader read until the bell is
 * polled or a notification is read here, then the shared atom.
 */
export function useBellState(): [BellFeed, (update: (bell: BellFeed) => BellFeed) => void] {
  const { bell: loaded } = useChromeData();
  const [stored, setStored] = useAtom(bellAtom);
  const bell = stored ?? loaded;
  const update = useCallback(
    (next: (bell: BellFeed) => BellFeed) => setStored((current) => next(current ?? loaded)),
    [setStored, loaded],
  );
  return [bell, update];
}
