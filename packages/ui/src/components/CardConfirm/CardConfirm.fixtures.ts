import type { CardTemplate } from '@lightbearers/domain';
import { cardToJpeg } from '../CardCanvas';

/** The JPEG of the card, made by the real renderer, as a data URL (stable across runs). */
export async function previewOf(template: CardTemplate, texts: Parameters<typeof cardToJpeg>[1]) {
  const jpeg = await cardToJpeg(template, texts);
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(jpeg);
  });
}
