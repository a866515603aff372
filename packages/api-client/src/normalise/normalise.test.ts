import { splitDescription } from '@lightbearers/domain';
import { describe, expect, it } from 'vitest';
import { wirePost, wireProfile, wireWalletEntry } from '../testing/factories';
import { imageResolver } from './common';
import { toPost } from './post';
import { toProfile, toProfileType } from './profile';
import { toOrderLimit, toWalletEntry } from './shop';

const img = imageResolver('https://api.example/');

describe('normalisers', () => {
  it('resolve relative image paths against the image base', () => {
    expect(img('/uploads/a.jpg')).toBe('https://api.example/uploads/a.jpg');
    expect(img('uploads/a.jpg')).toBe('https://api.example/uploads/a.jpg');
    expect(img('//cdn.example/a.jpg')).toBe('//cdn.example/a.jpg');
    expect(img('https://lh3.googleusercontent.com/a')).toBe('https://lh3.googleusercontent.com/a');
  });

  it('post description: head + rest is the description; long Thai text is split at 400 characters', () => {
    const short = toPost(wirePost(1, { des: 'สาธุ'.repeat(50) }), img);
    expect(short).toMatchObject({ desHead: 'สาธุ'.repeat(50), desRest: '', desMore: false });
    const long = 'ธรรมะ '.repeat(150);
    const post = toPost(wirePost(2, { des: long }), img);
    const expected = splitDescription(long);
    expect(post).toMatchObject({ desHead: expected.head, desRest: expected.rest, desMore: true });
    expect(toPost(wirePost(3, { des: null }), img).des).toBe('');
  });

  it('like count: the liker list, or the whole count when the service cut a long list', () => {
    const wire = wirePost(4);
    const likers = wire.attributes.users_permissions_users?.data ?? [];
    expect(toPost(wire, img).likeCount).toBe(likers.length);
    const cut = wirePost(4, { users_permissions_users: { data: likers, meta: { total: 1234 } } });
    expect(toPost(cut, img)).toMatchObject({ likeCount: 1234, likers: { length: likers.length } });
  });

  it('post preview: first photo, else cover, else YouTube thumbnail, else null', () => {
    expect(
      toPost(wirePost(9, { type: 'postLink', cover: '/uploads/cover.jpg', photo: { data: null } }), img)
        .previewImage,
    ).toBe('https://api.example/uploads/cover.jpg');
    expect(
      toPost(wirePost(10, { type: 'postText', url: null, photo: { data: null } }), img).previewImage,
    ).toBeNull();
    expect(toPost(wirePost(11, { click_total: 12 }), img).clickTotal).toBe(12);
  });

  it("photo sizes: every format with its pixel size, narrowest first; the original's size", () => {
    const post = toPost(
      wirePost(12, {
        type: 'postPhoto',
        photo: {
          data: [
            {
              id: 5,
              attributes: {
                url: '/uploads/p.jpg',
                width: 1600,
                height: 1200,
                formats: {
                  large: { url: '/uploads/large_p.jpg', width: 1000, height: 750 },
                  thumbnail: { url: '/uploads/thumbnail_p.jpg', width: 245, height: 184 },
                  small: { url: '/uploads/small_p.jpg', width: 500, height: 375 },
                  medium: { url: '/uploads/medium_p.jpg' }, // no size: not a srcset candidate
                },
              },
            },
          ],
        },
      }),
      img,
    );
    expect(post.photos[0]).toMatchObject({
      width: 1600,
      height: 1200,
      small: 'https://api.example/uploads/small_p.jpg',
      variants: [
        { src: 'https://api.example/uploads/thumbnail_p.jpg', width: 245, height: 184 },
        { src: 'https://api.example/uploads/small_p.jpg', width: 500, height: 375 },
        { src: 'https://api.example/uploads/large_p.jpg', width: 1000, height: 750 },
      ],
    });
    const bare = toPost(
      wirePost(13, {
        type: 'postPhoto',
        photo: { data: [{ id: 6, attributes: { url: '/uploads/o.jpg', width: 800, height: 600 } }] },
      }),
      img,
    );
    expect(bare.photos[0]?.variants).toEqual([
      { src: 'https://api.example/uploads/o.jpg', width: 800, height: 600 },
    ]);
  });

  it("video posters: the service's /thumbs/ address at every width, TikTok 9:16 and YouTube 16:9; none for other posts", () => {
    const tiktok = toPost(
      wirePost(14, { type: 'videoTikTok', url: 'https://www.tiktok.com/@a/video/1' }),
      img,
    );
    expect(tiktok.poster).toEqual({
      shape: 'portrait',
      src: 'https://api.example/thumbs/14/480.webp',
      srcSet:
        'https://api.example/thumbs/14/240.webp 240w, https://api.example/thumbs/14/480.webp 480w, https://api.example/thumbs/14/720.webp 720w',
      width: 480,
      height: 853,
    });
    const youtube = toPost(wirePost(15, { type: 'videoYoutube', url: 'https://youtu.be/dQw4w9WgXcQ' }), img);
    expect(youtube.poster).toMatchObject({ shape: 'landscape', width: 480, height: 270 });
    // The share preview keeps YouTube's own JPEG (LINE's messages take JPEG and PNG only).
    expect(youtube.previewImage).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    for (const type of ['videoFacebook', 'linkTwitter', 'postText', 'postPhoto'] as const)
      expect(toPost(wirePost(16, { type }), img).poster).toBeNull();
  });

  it('profile picture: populated upload, else profile_picture path, else google_picture', () => {
    const noUpload = wireProfile(2, { picture: { data: null }, profile_picture: '/uploads/small_p.jpg' });
    expect(toProfile(noUpload, img).picture).toBe('https://api.example/uploads/small_p.jpg');
    const notPopulated = wireProfile(2, { profile_picture: null });
    delete (notPopulated.attributes as { picture?: unknown }).picture;
    expect(toProfile(notPopulated, img).picture).toBe(notPopulated.attributes.google_picture);
    expect(toProfile(wireProfile(3, { at: '' }), img).at).toBeNull();
  });

  it("profile type: only 'creator' is a creator (domain: anything else reads as a sharer)", () => {
    expect(toProfileType('creator')).toBe('creator');
    expect(toProfileType('sharer')).toBe('sharer');
    expect(toProfileType('other')).toBe('sharer');
  });

  it('wallet entry: order number from msg, direction from status', () => {
    expect(toWalletEntry(wireWalletEntry(1, { msg: 'แลก OrderNumber: #42', status: 'out' }))).toMatchObject({
      orderNumber: 42,
      direction: 'out',
    });
    expect(toWalletEntry(wireWalletEntry(2, { msg: 'ได้รับคะแนน', status: 'in' }))).toMatchObject({
      orderNumber: null,
      direction: 'in',
    });
    expect(toWalletEntry(wireWalletEntry(3, { status: 'paid' })).direction).toBe('out');
  });

  it('order limit: product id from the populated product, else pid', () => {
    expect(
      toOrderLimit({
        id: 1,
        attributes: { unlockdate: '2026-12-01', product: { data: { id: 7, attributes: {} } } },
      }),
    ).toEqual({
      productId: 7,
      unlockDate: '2026-12-01',
    });
    expect(toOrderLimit({ id: 1, attributes: { unlockdate: '2026-12-01', pid: 8 } })).toEqual({
      productId: 8,
      unlockDate: '2026-12-01',
    });
    expect(toOrderLimit({ id: 1, attributes: { unlockdate: '2026-12-01' } })).toBeNull();
  });
});
