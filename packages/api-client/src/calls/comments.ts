/** Comments and replies (product §7). Empty text is silently not sent (product §5): those calls answer null. */
import { COMMENTS_PAGE_SIZE } from '@lightbearers/domain';
import { type Client, request } from '../client';
import { ERROR_MESSAGES } from '../errors';
import { toPage } from '../normalise/common';
import { toComment, toCommentReply } from '../normalise/social';
import type { Comment, CommentReply, Page } from '../plain';
import { type CommentReplyResource, type CommentResource, strapiQuery } from '../query';
import {
  commentListSchema,
  commentReplyListSchema,
  commentReplySingleSchema,
  commentSingleSchema,
} from '../wire/comment';

const GENERIC = ERROR_MESSAGES.generic;

/** `GET /api/comments` — one page (3) of a post's comments, newest first. */
export async function getComments(client: Client, pid: number, page = 1): Promise<Page<Comment>> {
  const query = strapiQuery<CommentResource>({
    filters: { pid: { $eq: pid }, type: { $eq: 'post' } },
    populate: ['user'],
    sort: ['id:desc'],
    pagination: { page, pageSize: COMMENTS_PAGE_SIZE },
  });
  const wire = await request(client, {
    url: `${client.api}/comments`,
    query,
    schema: commentListSchema,
    errorMessage: GENERIC,
  });
  return toPage(wire, (entity) => toComment(entity, client.img));
}

/** `POST /api/comments` (bearer). */
export async function addComment(client: Client, pid: number, des: string): Promise<Comment | null> {
  if (!des.trim()) return null;
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/comments`,
    auth: true,
    json: { data: { des, type: 'post', pid } },
    schema: commentSingleSchema,
    errorMessage: GENERIC,
  });
  return toComment(wire.data, client.img);
}

/** `DELETE /api/comments/{id}` (bearer, author). */
export async function deleteComment(client: Client, id: number): Promise<void> {
  await request(client, {
    method: 'delete',
    url: `${client.api}/comments/${id}`,
    auth: true,
    schema: commentSingleSchema,
    errorMessage: GENERIC,
  });
}

/** `GET /api/comment-replies` — a comment's replies, oldest first. */
export async function getReplies(client: Client, cid: number): Promise<CommentReply[]> {
  const query = strapiQuery<CommentReplyResource>({
    filters: { cid: { $eq: cid } },
    populate: ['user'],
    sort: ['id:asc'],
    pagination: { page: 1, pageSize: 100 },
  });
  const wire = await request(client, {
    url: `${client.api}/comment-replies`,
    query,
    schema: commentReplyListSchema,
    errorMessage: GENERIC,
  });
  return wire.data.map((entity) => toCommentReply(entity, client.img));
}

/** `POST /api/comment-replies` (bearer). */
export async function addReply(client: Client, cid: number, des: string): Promise<CommentReply | null> {
  if (!des.trim()) return null;
  const wire = await request(client, {
    method: 'post',
    url: `${client.api}/comment-replies`,
    auth: true,
    json: { data: { des, cid } },
    schema: commentReplySingleSchema,
    errorMessage: GENERIC,
  });
  return toCommentReply(wire.data, client.img);
}

/** `DELETE /api/comment-replies/{id}` (bearer, author). */
export async function deleteReply(client: Client, id: number): Promise<void> {
  await request(client, {
    method: 'delete',
    url: `${client.api}/comment-replies/${id}`,
    auth: true,
    schema: commentReplySingleSchema,
    errorMessage: GENERIC,
  });
}
