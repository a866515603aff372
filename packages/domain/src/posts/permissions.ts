/** True when the signed-in user is the owner (author of a post or comment, owner of a profile). */
export function isOwner(ownerId: number | null | undefined, userId: number | null | undefined): boolean {
  return typeof ownerId === 'number' && typeof userId === 'number' && ownerId === userId;
}

/** True when the signed-in user is among a post's likers (the like button is then highlighted). */
export function hasLiked(likers: ReadonlyArray<{ id: number }>, userId: number | null | undefined): boolean {
  return typeof userId === 'number' && likers.some((liker) => liker.id === userId);
}

/** What the create-post button opens: the composer for creators, the pending notice, or the application. */
export type CreatePostGate = 'compose' | 'pending' | 'apply';

/** Creators may post; others see their pending application or are asked to apply first (product §4). */
export function createPostGate(input: {
  userType: string | null | undefined;
  hasPendingApplication: boolean;
}): CreatePostGate {
  if (input.userType === 'creator') return 'compose';
  return input.hasPendingApplication ? 'pending' : 'apply';
}
