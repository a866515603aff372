import { describe, expect, it } from 'vitest';
import { queryOf, setupMockApi } from '../test/mock-server';
import { addComment, addReply, deleteComment, deleteReply, getComments, getReplies } from './comments';

const ctx = setupMockApi();
const postWithComments = () => {
  const counts = new Map<number, number>();
  for (const c of ctx.mock.db.comments) counts.set(c.attributes.pid, (counts.get(c.attributes.pid) ?? 0) + 1);
  return [...counts].find(([, n]) => n >= 4)?.[0] as number;
};

describe('comments', () => {
  it('getComments: pid and type filters, user populated, id desc, pages of 3', async () => {
    const pid = postWithComments();
    const first = await getComments(ctx.client, pid);
    expect(queryOf(await ctx.last())).toEqual({
      'filters[pid][$eq]': String(pid),
      'filters[type][$eq]': 'post',
      'populate[0]': 'user',
      sort: 'id:desc',
      'pagination[page]': '1',
      'pagination[pageSize]': '3',
    });
    expect(first.items).toHaveLength(3);
    expect(first.items[0]?.user?.name).toBeTruthy();
    const ids = first.items.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await getComments(ctx.client, pid, 2);
    expect(second.items.every((c) => !ids.includes(c.id))).toBe(true);
  });

  it('addComment: bearer, data{des,type:post,pid}; blank text sends nothing', async () => {
    ctx.signIn(2);
    const comment = await addComment(ctx.client, 3, 'สาธุค่ะ');
    expect(await ctx.last()).toMatchObject({
      method: 'POST',
      path: '/api/comments',
      authorization: 'Bearer mock-jwt-2',
      json: { data: { des: 'สาธุค่ะ', type: 'post', pid: 3 } },
    });
    expect(comment).toMatchObject({ des: 'สาธุค่ะ', pid: 3, user: { id: 2 } });
    const before = (await ctx.requests()).length;
    expect(await addComment(ctx.client, 3, '   ')).toBeNull();
    expect((await ctx.requests()).length).toBe(before);
  });

  it('deleteComment: only the author (403 for another member)', async () => {
    ctx.signIn(2);
    const comment = await addComment(ctx.client, 4, 'ลบได้');
    ctx.signIn(3);
    await expect(deleteComment(ctx.client, comment?.id as number)).rejects.toMatchObject({ status: 403 });
    ctx.signIn(2);
    await deleteComment(ctx.client, comment?.id as number);
    expect(await ctx.last()).toMatchObject({ method: 'DELETE', path: `/api/comments/${comment?.id}` });
    expect(ctx.mock.db.comments.some((c) => c.id === comment?.id)).toBe(false);
  });
});

describe('replies', () => {
  it('getReplies: cid filter, id asc; addReply / deleteReply with bearer', async () => {
    ctx.signIn(5);
    const comment = await addComment(ctx.client, 5, 'ถามหน่อยครับ');
    const a = await addReply(ctx.client, comment?.id as number, 'ตอบครับ');
    expect(await ctx.last()).toMatchObject({
      path: '/api/comment-replies',
      json: { data: { des: 'ตอบครับ', cid: comment?.id } },
    });
    const b = await addReply(ctx.client, comment?.id as number, 'ขอบคุณค่ะ');
    expect(await addReply(ctx.client, comment?.id as number, '')).toBeNull();
    const replies = await getReplies(ctx.client, comment?.id as number);
    expect(queryOf(await ctx.last())).toMatchObject({
      'filters[cid][$eq]': String(comment?.id),
      sort: 'id:asc',
    });
    expect(replies.map((r) => r.id)).toEqual([a?.id, b?.id]);
    await deleteReply(ctx.client, a?.id as number);
    expect(await ctx.last()).toMatchObject({ method: 'DELETE', path: `/api/comment-replies/${a?.id}` });
    expect((await getReplies(ctx.client, comment?.id as number)).map((r) => r.id)).toEqual([b?.id]);
  });
});
