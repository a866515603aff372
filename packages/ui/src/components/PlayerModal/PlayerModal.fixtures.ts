import { makePost } from '@lightbearers/api-client/testing';
import { fitText, TITLE_CUTS } from '@lightbearers/domain';
import type { PlayerModalItem } from './PlayerModal';

/**
 * A stand-in player address (no network in stories and tests, and nothing loading late into a
 * screenshot): an empty frame, one distinct address per video. The app passes the real player
 * address (youtube-nocookie embed, TikTok player) instead.
 */
function fakePlayer(label: string): string {
  return `about:blank#${encodeURIComponent(label)}`;
}

/** Five YouTube posts from the factories, titles cut to the player's 50 characters. */
export const youtubeVideos: readonly PlayerModalItem[] = Array.from({ length: 5 }, (_, i) => {
  const post = makePost(300 + i, { type: 'videoYoutube' });
  return {
    id: post.id,
    title: fitText(post.des.replace(/\s+/g, ' '), TITLE_CUTS.player),
    src: fakePlayer(`video-${i + 1}`),
    shape: 'landscape',
  };
});

/** Three TikTok posts (portrait). */
export const tiktokVideos: readonly PlayerModalItem[] = Array.from({ length: 3 }, (_, i) => {
  const post = makePost(400 + i, { type: 'videoTikTok' });
  return {
    id: post.id,
    title: fitText(post.des.replace(/\s+/g, ' '), TITLE_CUTS.player),
    src: fakePlayer(`tiktok-${i + 1}`),
    shape: 'portrait',
  };
});

/** An uncut long title (the clamp is the app's job; the bar wraps it). */
export const longTitleVideo: PlayerModalItem = {
  id: 'long',
  title: 'ธรรมะก่อนนอน ตอน การให้อภัยคือของขวัญที่ยิ่งใหญ่ที่สุดที่เราให้แก่ตัวเองและผู้อื่นได้ทุกวัน โดยไม่ต้องรอให้ใครมาขอโทษก่อน',
  src: fakePlayer('long'),
};
