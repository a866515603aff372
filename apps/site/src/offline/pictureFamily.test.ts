import { describe, expect, it } from 'vitest';
import { pictureFamily } from './pictureFamily';

describe('pictureFamily', () => {
  it('gives every width of a poster one family, another poster another', () => {
    expect(pictureFamily('/thumbs/114/720.webp')).toBe('poster:114');
    expect(pictureFamily('/thumbs/114/240.webp')).toBe('poster:114');
    expect(pictureFamily('/thumbs/14/240.webp')).toBe('poster:14');
  });

  it('gives an upload and its size variants one family', () => {
    const family = pictureFamily('/uploads/8241a09400c088e9.jpg');
    expect(family).toBe('upload:8241a09400c088e9.jpg');
    for (const size of ['thumbnail', 'small', 'medium', 'large'])
      expect(pictureFamily(`/uploads/${size}_8241a09400c088e9.jpg`)).toBe(family);
    expect(pictureFamily('/uploads/small_0d203d90a01f181b.jpg')).not.toBe(family);
  });

  it('has no family for other addresses', () => {
    for (const path of ['/api/posts', '/thumbs/x/240.webp', '/thumbs/1/240.png', '/uploads/a/b.jpg', '/p/12'])
      expect(pictureFamily(path)).toBeNull();
  });
});
