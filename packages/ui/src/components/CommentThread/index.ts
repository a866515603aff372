export type {
  CommentId,
  CommentThreadAuthor,
  CommentThreadComment,
  CommentThreadProps,
  CommentThreadReply,
} from './CommentThread';
export { CommentThread } from './CommentThread';
