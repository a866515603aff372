/** What the feed and the post pages share about posts (ADR 027): per-post like atoms. */
export {
  type LikeDeps,
  type LikeOutcome,
  type LikeState,
  likeAtom,
  likePost,
  likeStateOf,
  seedLikes,
  type UseLike,
  useLike,
} from './likes';
