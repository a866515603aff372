import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageMimeType, sniffImageType } from './image';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new Uint8Array(Array.from(text, (c) => c.charCodeAt(0)));

describe('sniffImageType', () => {
  it('recognises png, gif and jpeg by their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffImageType(ascii('GIF89a....'))).toBe('gif');
    expect(sniffImageType(ascii('GIF87a'))).toBe('gif');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
  });

  it('rejects other and truncated content', () => {
    expect(sniffImageType(bytes())).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(ascii('GIF88a'))).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(ascii('RIFF....WEBPVP8 '))).toBeNull();
  });

  it('never throws and is decided by the prefix alone', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 32 }), fc.uint8Array({ maxLength: 16 }), (head, tail) => {
        const type = sniffImageType(head);
        const joined = new Uint8Array([...head, ...tail]);
        if (type !== null) expect(sniffImageType(joined)).toBe(type);
      }),
    );
  });

  it('finds a signature followed by anything', () => {
    const signatures = {
      png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      gif: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      jpeg: [0xff, 0xd8, 0xff],
    } as const;
    fc.assert(
      fc.property(
        fc.constantFrom('png', 'gif', 'jpeg' as const),
        fc.uint8Array({ maxLength: 64 }),
        (type, rest) => {
          expect(sniffImageType(new Uint8Array([...signatures[type], ...rest]))).toBe(type);
        },
      ),
    );
  });

  it('maps types to MIME types', () => {
    expect(imageMimeType('jpeg')).toBe('image/jpeg');
    expect(imageMimeType('png')).toBe('image/png');
  });
});
