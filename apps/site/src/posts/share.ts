/**
 * Sharing a post (product §2 share modal, ADR 024/025): the member's short link (`/{key}/{userId}`,
 * each counted click earns a point; a visitor shares the plain short link), 'send to LINE' through
 * LIFF's share target picker inside LINE (the flex bubble: title 50, body 600) and a LINE share
 * link everywhere else, and copying to the clipboard. `@line/liff` loads only on that tap.
 */
import { type Client, type LiffSdk, shareToLine, shortLink } from '@lightbearers/api-client';
import { shortLinkUrl } from '@lightbearers/domain';
import { liffSdk } from '../session/liff';
import { siteSettings } from '../settings';
import type { ShareTarget } from './overlays';

/** The link a member shares: with their id (clicks earn them points), or the plain short link. */
export function shareLinkFor(client: Client, post: Pick<ShareTarget, 'key'>, userId: number | null): string {
  return userId ? shortLink(client, post.key, userId) : shortLinkUrl(client.shortLinkBase, post.key);
}

/** LINE's in-app browser says `Line/{version}` in its user agent. */
export function isInLineApp(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return /\bLine\/\d/i.test(userAgent);
}

/** LINE's share link outside the LINE app (text and link in one message). */
export function lineShareUrl(message: { text: string; url: string }): string {
  const text = message.text.trim() ? `${message.text.trim()}\n${message.url}` : message.url;
  return `https://line.me/R/share?text=${encodeURIComponent(text)}`;
}

export interface SendLineDeps {
  liffId?: string | null;
  userAgent?: string;
  loadLiff?: () => Promise<LiffSdk>;
  open?: (url: string) => void;
}

/**
 * 'Send to LINE': inside LINE with a LIFF id, the share target picker (or straight into the group
 * the LIFF app was opened from); otherwise, or when the picker is unavailable or fails, LINE's share
 * link in a new tab. Answers which way it went.
 */
export async function sendToLine(
  message: { text: string; url: string },
  post: Pick<ShareTarget, 'des' | 'previewImage'>,
  deps: SendLineDeps = {},
): Promise<'liff' | 'link'> {
  const liffId = deps.liffId === undefined ? siteSettings().liffId : deps.liffId;
  if (liffId && isInLineApp(deps.userAgent)) {
    try {
      const liff = deps.loadLiff ? await deps.loadLiff() : await liffSdk(liffId);
      const image = post.previewImage?.startsWith('https://') ? post.previewImage : null;
      const result = await shareToLine(liff, {
        title: post.des,
        body: message.text,
        image,
        url: message.url,
      });
      if (result !== 'unavailable') return 'liff';
    } catch (error) {
      console.warn('LINE share failed', error);
    }
  }
  (deps.open ?? openInNewTab)(lineShareUrl(message));
  return 'link';
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Puts the link on the clipboard (rejects when the browser refuses; the dialog then says so). */
export async function copyLink(url: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(url);
}
