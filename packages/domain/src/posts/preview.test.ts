import { describe, expect, it } from 'vitest';
import { graphemeLength } from '../text/graphemes';
import { postPreview } from './preview';

const site = {
  name: 'Lightbearers',
  description: 'ชุมชนผู้ส่งต่อธรรมะและความดี แบ่งปันโพสต์ สาธุ และสะสมคะแนนแลกของที่ระลึก',
  image: 'https://site.test/icons/icon-512.png',
};

describe('postPreview', () => {
  it('titles with the first line, filled to 30 with the site name, cut at 50', () => {
    const short = postPreview({ type: 'postText', des: '\n  ทำบุญวันพระ  \nบรรทัดสอง', url: null }, site);
    expect(short.title).toBe('ทำบุญวันพระ | Lightbearers');
    const long = postPreview({ type: 'postText', des: 'ก'.repeat(80), url: null }, site);
    expect(graphemeLength(long.title)).toBe(50);
    expect(long.title.endsWith('...')).toBe(true);
    const none = postPreview({ type: 'postPhoto', des: '', url: null }, site);
    expect(none.title).toBe('Lightbearers');
  });

  it('describes with the whole text on one line, 100 to 600 characters', () => {
    const short = postPreview({ type: 'postText', des: 'สั้น\nมาก', url: null }, site);
    expect(short.description.startsWith('สั้น มาก ')).toBe(true);
    expect(short.description).toContain(site.description);
    const long = postPreview({ type: 'postText', des: 'ธรรมะ '.repeat(300), url: null }, site);
    expect(graphemeLength(long.description)).toBeLessThanOrEqual(600);
    expect(graphemeLength(long.description)).toBeGreaterThanOrEqual(100);
  });

  it('pictures the first photo, else the YouTube thumbnail, else the site picture', () => {
    expect(
      postPreview({ type: 'postPhoto', des: 'x', url: null, photo: 'https://site.test/uploads/a.jpg' }, site),
    ).toMatchObject({ image: 'https://site.test/uploads/a.jpg', imageSource: 'photo' });
    expect(
      postPreview({ type: 'videoYoutube', des: 'x', url: 'https://youtu.be/dQw4w9WgXcQ' }, site),
    ).toMatchObject({ image: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', imageSource: 'youtube' });
    expect(
      postPreview({ type: 'videoTikTok', des: 'x', url: 'https://www.tiktok.com/@a/video/1' }, site),
    ).toMatchObject({ image: site.image, imageSource: 'default' });
  });

  it('leaves markup as text (the caller escapes it)', () => {
    const hostile = postPreview({ type: 'postText', des: '"><script>alert(1)</script>', url: null }, site);
    expect(hostile.title).toContain('"><script>');
  });
});
