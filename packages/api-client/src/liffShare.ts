/**
 * Sharing to LINE through LIFF (product §7 "flex bubble message: title up to 50, body up to 600,
 * image; share target picker or direct send in a group"). Apart from `liff.ts` so the sign-in code
 * that imports that module does not carry the message builder and its text limits.
 */
import { flexBody, flexTitle } from '@lightbearers/domain';
import type { Liff } from '@line/liff';
import type { LiffSdk } from './liff';

export interface FlexShare {
  /** Cut to 50 characters. */
  title: string;
  /** Cut to 600 characters. */
  body: string;
  /** Hero image URL (https), optional. */
  image?: string | null;
  /** Where tapping the bubble goes (the short link). */
  url: string;
  /** Button label. */
  buttonLabel?: string;
}

/** A message the SDK's `sendMessages` and `shareTargetPicker` accept. */
export type LineMessage = Parameters<Liff['sendMessages']>[0][number];

/** The product's flex bubble message: title ≤ 50, body ≤ 600, image, a link button. */
export function flexBubble(share: FlexShare): LineMessage {
  const title = flexTitle(share.title);
  return {
    type: 'flex' as const,
    altText: title,
    contents: {
      type: 'bubble' as const,
      ...(share.image
        ? {
            hero: {
              type: 'image' as const,
              url: share.image,
              size: 'full',
              aspectRatio: '20:13',
              aspectMode: 'cover' as const,
              action: { type: 'uri' as const, label: title, uri: share.url },
            },
          }
        : {}),
      body: {
        type: 'box' as const,
        layout: 'vertical' as const,
        spacing: 'sm',
        contents: [
          { type: 'text' as const, text: title, weight: 'bold' as const, size: 'lg', wrap: true },
          { type: 'text' as const, text: flexBody(share.body), size: 'sm', wrap: true },
        ],
      },
      footer: {
        type: 'box' as const,
        layout: 'vertical' as const,
        contents: [
          {
            type: 'button' as const,
            style: 'primary' as const,
            action: { type: 'uri' as const, label: share.buttonLabel ?? 'ดูโพสต์', uri: share.url },
          },
        ],
      },
    },
  };
}

export type LineShareResult = 'sent' | 'shared' | 'cancelled' | 'unavailable';

/**
 * Shares a flex bubble: opened from a LINE group or room chat, sends it straight into that chat;
 * otherwise through the share target picker. Answers what happened.
 */
export async function shareToLine(liff: LiffSdk, share: FlexShare): Promise<LineShareResult> {
  const message = flexBubble(share);
  const context = liff.isInClient() ? liff.getContext() : null;
  if (context && (context.type === 'group' || context.type === 'room')) {
    await liff.sendMessages([message]);
    return 'sent';
  }
  if (!liff.isApiAvailable('shareTargetPicker')) return 'unavailable';
  const result = await liff.shareTargetPicker([message]);
  return result ? 'shared' : 'cancelled';
}
