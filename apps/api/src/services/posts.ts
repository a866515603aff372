/**
 * Posts: creators write, authors edit the description or delete, staff hide (moderation,
 * ADR 023 and 035). The service, not the client, decides a post's type and stored link.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import * as s from '../db/schema.js';
import { badRequest } from '../errors.js';
import { detectPost } from '../rules.js';
import { visibleCategory } from './categories.js';
import { ownMedia } from './uploads.js';

export type PostRow = typeof s.posts.$inferSelect;

/** A new post's short-link key: 8 characters of an alphabet without look-alikes. */
function newKey() {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Post `id`, or undefined. */
export async function postById(db: Executor, id: number): Promise<PostRow | undefined> {
  const [post] = await db.select().from(s.posts).where(eq(s.posts.id, id));
  return post;
}

/** Whether post `id` exists. */
export async function postExists(db: Executor, id: number): Promise<boolean> {
  const [post] = await db.select({ id: s.posts.id }).from(s.posts).where(eq(s.posts.id, id));
  return Boolean(post);
}

export type NewPost = {
  des: string | null | undefined;
  url: string | null | undefined;
  cat: number | null | undefined;
  photos: number[];
  cover: string | null | undefined;
  refUid: number | null | undefined;
};

/**
 * Writes a creator's post with its photos (the member's own uploads, in order) in one transaction;
 * answers its id. Only a category members can see takes posts (hidden and deleted ones do not,
 * ADR 035). The type and stored link come from the message (`detectPost`), whatever the client sent.
 */
export async function createPost(db: Db, authorId: number, post: NewPost): Promise<number> {
  if (post.cat != null) {
    const [cat] = await db
      .select({ id: s.cats.id })
      .from(s.cats)
      .where(and(eq(s.cats.id, post.cat), visibleCategory));
    if (!cat) throw badRequest(`Category ${post.cat} does not exist`);
  }
  await ownMedia(db, authorId, post.photos);
  const message = [post.url, post.des].filter(Boolean).join('\n');
  const detected = detectPost(message, post.photos.length);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(s.posts)
      .values({
        type: detected.type,
        url: detected.url,
        des: post.des ?? '',
        key: newKey(),
        uid: authorId,
        catId: post.cat ?? null,
        cover: post.cover ?? null,
        refUid: post.refUid ?? null,
      })
      .returning({ id: s.posts.id });
    if (post.photos.length)
      await tx
        .insert(s.postPhotos)
        .values(post.photos.map((mediaId, position) => ({ postId: row!.id, mediaId, position })));
    return row!.id;
  });
}

/** Changes a post's description (the only field that can change). */
export async function updatePostText(db: Executor, id: number, des: string) {
  await db.update(s.posts).set({ des, updatedAt: new Date() }).where(eq(s.posts.id, id));
}

/** Deletes a post (its photos' links, likes, pins and clicks go with it). */
export async function deletePost(db: Executor, id: number) {
  await db.delete(s.posts).where(eq(s.posts.id, id));
}

/** What a link preview of post `id` shows: its type, text, link and first photo's best size. */
export async function previewSource(db: Executor, id: number) {
  const [post] = await db
    .select({ type: s.posts.type, des: s.posts.des, url: s.posts.url })
    .from(s.posts)
    .where(eq(s.posts.id, id));
  if (!post) return null;
  const [photo] = await db
    .select({ url: s.media.url, formats: s.media.formats })
    .from(s.postPhotos)
    .innerJoin(s.media, eq(s.media.id, s.postPhotos.mediaId))
    .where(eq(s.postPhotos.postId, id))
    .orderBy(asc(s.postPhotos.position))
    .limit(1);
  const photoUrl = photo ? (photo.formats.large?.url ?? photo.formats.medium?.url ?? photo.url) : null;
  return { ...post, photoUrl };
}
