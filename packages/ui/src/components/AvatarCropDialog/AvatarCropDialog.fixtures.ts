// Files for the crop stories, drawn from the api-client's seeded images (browser only: they use a canvas).
import { photoDataUrl } from '@lightbearers/api-client/testing';

/** Draws the factory's photo (800×600, not square) and encodes it as a real PNG file. */
export async function demoPhotoFile(seed = 4): Promise<File> {
  const picture = new Image();
  picture.src = photoDataUrl(seed, 800, 600);
  await picture.decode();
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 600;
  canvas.getContext('2d')?.drawImage(picture, 0, 0, 800, 600);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('the demo photo could not be encoded');
  return new File([blob], 'photo.png', { type: 'image/png' });
}

/** A text file dressed as a JPEG by its name and declared type: its bytes say otherwise. */
export const notAnImage = new File(['สวัสดีครับ นี่ไม่ใช่รูปภาพ'], 'photo.jpg', { type: 'image/jpeg' });
