import type { Profile } from '@lightbearers/api-client';
import { makeProfile } from '@lightbearers/api-client/testing';
import type { EditProfileValues } from './EditProfileDialog';

/** Member 4 of the seeded demo data, editing their own profile. */
const member: Profile = makeProfile(4, { at: 'somchai4' });

export const memberValues: EditProfileValues = {
  name: member.name,
  bio: member.des,
  handle: member.at ?? '',
};

export const longThaiValues: EditProfileValues = {
  name: 'พระมหาสมชาย ธมฺมวิชฺชาลังการ ผู้ส่งต่อแสงสว่างแห่งธรรมะทุกวันไม่มีวันหยุด',
  bio: 'ตั้งใจแชร์ธรรมะวันละหนึ่งโพสต์เพื่อให้เพื่อน ๆ ได้อ่านก่อนนอน\nขออนุโมทนาบุญกับทุกท่านที่ช่วยกันส่งต่อความดีไปยังคนที่เรารัก ทั้งในครอบครัว ที่ทำงาน และชุมชนออนไลน์',
  handle: 'somchai_dhammavijjalangkara_2565',
};
