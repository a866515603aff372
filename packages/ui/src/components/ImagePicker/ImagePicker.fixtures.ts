import { makePhoto } from '@lightbearers/api-client/testing';
import type { ImagePickerItem } from './ImagePicker';

/** Deterministic factory pictures (data URLs: no network) as the app passes them. */
export const pickedImages: ImagePickerItem[] = [
  { id: '31', src: makePhoto(31).small, name: 'สมุดบันทึกบุญ-ปกหน้า.jpg' },
  { id: '32', src: makePhoto(32).small, name: 'สมุดบันทึกบุญ-ด้านใน.jpg' },
  { id: 'local-1', src: makePhoto(33).small, name: 'IMG_2034.jpg', status: 'uploading', progress: 40 },
  {
    id: 'local-2',
    src: makePhoto(34).small,
    name: 'IMG_2035.heic',
    status: 'failed',
    error: 'ไฟล์ใหญ่เกิน 10 MB กรุณาย่อภาพแล้วลองใหม่',
  },
];

/** An image file as a picker's input or a drop hands it over. */
export function imageFile(name: string, type = 'image/jpeg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });
}
