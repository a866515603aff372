import { makeCategory, makePhoto, makePost } from '@lightbearers/api-client/testing';
import type { SelectOption } from '../Select';
import type { ComposerPhoto } from './PostComposer';

/** The six demo categories of the api-client factories, as select options. */
export const categoryOptions: readonly SelectOption[] = [1, 2, 3, 4, 5, 6].map((id) => {
  const c = makeCategory(id);
  return { value: String(c.id), label: c.name };
});

/** Messages of each kind, with the factories' deterministic links. */
export const youtubeMessage = `ฟังธรรมก่อนนอน ${makePost(1, { type: 'videoYoutube' }).url ?? ''}`;
export const tiktokMessage = `คลิปสั้นวันนี้ ${makePost(2, { type: 'videoTikTok' }).url ?? ''}`;
export const twitterMessage = makePost(5, { type: 'linkTwitter' }).url ?? '';
export const textMessage = makePost(8, { type: 'postText' }).des;
/** A TikTok short link as the app's share button copies it, and the video it leads to. */
export const tiktokShortLink = 'https://vm.tiktok.com/ZSabc123/';
export const tiktokShortMessage = `คลิปสวดมนต์เช้านี้ ${tiktokShortLink}`;
export const tiktokResolvedLink = 'https://www.tiktok.com/@dhamma.daily/video/7301234567890123456';

/** Three picked images: uploaded, still uploading, failed (skipped). */
export const pickedPhotos: readonly ComposerPhoto[] = [
  { id: 101, name: 'ตักบาตรเช้า.jpg', status: 'done', previewUrl: makePhoto(101).thumbnail },
  { id: 'local-2', name: 'ทำบุญที่วัด.jpg', status: 'uploading', previewUrl: makePhoto(102).thumbnail },
  { id: 'local-3', name: 'ภาพหมู่จิตอาสา.heic', status: 'failed', previewUrl: null },
];
