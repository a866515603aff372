/**
 * The header's create-post button (product §4 "Creator application"): creators open the composer; a
 * member with a pending creator application sees that it awaits review (with cancel); others go
 * to the application form. Kept tiny: the composer's code loads on first use.
 */
import { type Client, getCreatorApplication } from '@lightbearers/api-client';
import { createPostGate } from '@lightbearers/domain';
import { atom } from 'jotai';

export type CreatePostDialog =
  | { kind: 'closed' }
  | { kind: 'compose' }
  | { kind: 'pending'; applicationId: number };

export const createPostDialogAtom = atom<CreatePostDialog>({ kind: 'closed' });

/** What pressing create-post does for this member: a dialog to show, or an address to go to. */
export async function createPostAction(
  client: Client,
  member: { userID: number; type: string | null },
): Promise<CreatePostDialog | { kind: 'apply' }> {
  if (member.type === 'creator') return { kind: 'compose' };
  const application = await getCreatorApplication(client, member.userID).catch((error: unknown) => {
    console.warn('creator application check failed', error);
    return null;
  });
  const gate = createPostGate({ userType: member.type, hasPendingApplication: application !== null });
  return gate === 'pending' && application
    ? { kind: 'pending', applicationId: application.id }
    : { kind: 'apply' };
}
