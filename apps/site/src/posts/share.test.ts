import type { LiffSdk } from '@lightbearers/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createSiteClient } from '../api';
import { ORIGIN } from '../test/mockApi';
import { isInLineApp, lineShareUrl, sendToLine, shareLinkFor } from './share';

const client = createSiteClient({ baseUrl: ORIGIN });
const post = { des: 'ธรรมะสั้น ๆ ก่อนเริ่มวัน', previewImage: 'https://img.example/p.jpg' };
const message = { text: 'ธรรมะสั้น ๆ', url: `${ORIGIN}/s/abc/7` };
const LINE_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Safari Line/14.3.0';

describe('share', () => {
  it('a member shares the short link with their id (clicks earn them points); a visitor the plain one', () => {
    expect(shareLinkFor(client, { key: 'abc' }, 7)).toBe(`${ORIGIN}/s/abc/7`);
    expect(shareLinkFor(client, { key: 'abc' }, null)).toBe(`${ORIGIN}/s/abc`);
  });

  it('knows LINE’s in-app browser', () => {
    expect(isInLineApp(LINE_UA)).toBe(true);
    expect(isInLineApp('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')).toBe(false);
  });

  it('outside LINE, opens LINE’s share link with the text and the link', async () => {
    const open = vi.fn();
    const loadLiff = vi.fn();
    expect(await sendToLine(message, post, { liffId: 'liff-1', userAgent: 'Chrome', open, loadLiff })).toBe(
      'link',
    );
    expect(loadLiff).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith(lineShareUrl(message));
    expect(decodeURIComponent(lineShareUrl(message))).toContain(`ธรรมะสั้น ๆ\n${message.url}`);
  });

  it('inside LINE with a LIFF id, sends the flex bubble through the share target picker', async () => {
    const shareTargetPicker = vi.fn().mockResolvedValue({ status: 'success' });
    const liff = {
      isInClient: () => true,
      getContext: () => ({ type: 'utou' }),
      isApiAvailable: () => true,
      shareTargetPicker,
      sendMessages: vi.fn(),
    } as unknown as LiffSdk;
    const open = vi.fn();
    const how = await sendToLine(message, post, {
      liffId: 'liff-1',
      userAgent: LINE_UA,
      open,
      loadLiff: async () => liff,
    });
    expect(how).toBe('liff');
    expect(open).not.toHaveBeenCalled();
    const [messages] = shareTargetPicker.mock.calls[0] as [Array<{ type: string; altText: string }>];
    expect(messages[0]?.type).toBe('flex');
    expect(messages[0]?.altText).toBe(post.des);
  });

  it('inside LINE without the picker, falls back to the share link', async () => {
    const liff = {
      isInClient: () => true,
      getContext: () => ({ type: 'utou' }),
      isApiAvailable: () => false,
    } as unknown as LiffSdk;
    const open = vi.fn();
    expect(
      await sendToLine(message, post, {
        liffId: 'liff-1',
        userAgent: LINE_UA,
        open,
        loadLiff: async () => liff,
      }),
    ).toBe('link');
    expect(open).toHaveBeenCalledOnce();
  });
});
