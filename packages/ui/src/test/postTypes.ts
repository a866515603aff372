import { POST_TYPES } from '@lightbearers/domain';

/** Shared story data of the post components. */

/** The Storybook control of a `type: PostType` prop (PostCard, Embed, PostTypeIcon stories). */
export const postTypeArgType = { control: 'select', options: POST_TYPES } as const;

/** A long Thai description (over 400 characters, a link inside): read-more and edit stories. */
export const LONG_DESCRIPTION = [
  'วันนี้ได้ไปร่วมงานบุญทอดกฐินสามัคคีที่วัดใกล้บ้าน บรรยากาศอบอุ่นมาก ญาติธรรมมาช่วยกันตั้งแต่เช้ามืด',
  'ทั้งจัดดอกไม้ เตรียมภัตตาหาร และทำความสะอาดลานวัด เห็นแล้วชื่นใจที่ทุกคนร่วมแรงร่วมใจกันอย่างพร้อมเพรียง',
  'ขอเชิญชวนทุกท่านที่สนใจร่วมบุญครั้งต่อไป ดูรายละเอียดได้ที่ https://dhamma.example.org/kathin-2569 นะครับ',
  'ขออนุโมทนาบุญกับทุกท่านที่มีส่วนร่วม ทั้งผู้ที่มาด้วยตนเองและผู้ที่ร่วมบุญทางออนไลน์',
  'ขอให้บุญกุศลครั้งนี้ส่งผลให้ทุกท่านมีสุขภาพแข็งแรง จิตใจผ่องใส และเจริญในธรรมยิ่งๆ ขึ้นไป สาธุ สาธุ สาธุ',
  'ปล. ใครถ่ายภาพบรรยากาศไว้ ส่งมาแบ่งปันกันได้ที่กลุ่มไลน์ของชมรมนะครับ จะได้รวบรวมไว้เป็นที่ระลึก',
].join('\n');
