/**
 * The create-post dialogs, loaded on first use: the composer (one upload per picked image, a failed
 * one skipped and shown; a TikTok short link resolved by the service, so the post stores the video's
 * own address and plays; on success the post page `/p/{newId}`) and the pending-application notice
 * with its cancel (which deletes the application).
 */
import {
  cancelCreatorApplication,
  createPost,
  resolveTikTok,
  type UploadedImage,
  uploadImage,
} from '@lightbearers/api-client';
import {
  AlertDialog,
  type ComposerPhoto,
  type ComposerShortLink,
  ConfirmDialog,
  PostComposer,
  type PostDraft,
} from '@lightbearers/ui';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { useChromeData } from '../chrome/data';
import * as copy from '../copy';
import { createPostDialogAtom } from './state';

let nextKey = 0;

function Composer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { categories: cats } = useChromeData();
  const categories = useMemo(() => cats.map((c) => ({ value: String(c.id), label: c.name })), [cats]);
  const [photos, setPhotos] = useState<ComposerPhoto[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [shortLink, setShortLink] = useState<ComposerShortLink | null>(null);
  const previews = useRef<string[]>([]);

  // The app's share button copies a vm./vt.tiktok.com link: only the service can follow it.
  const onShortLink = (url: string) => {
    setShortLink({ url, status: 'resolving' });
    const settle = (next: ComposerShortLink) => setShortLink((now) => (now?.url === url ? next : now));
    resolveTikTok(api, url)
      .then((resolvedUrl) => settle({ url, status: 'resolved', resolvedUrl }))
      .catch((error: unknown) => {
        console.warn('TikTok short link not resolved', error);
        settle({ url, status: 'failed' });
      });
  };

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const onPickFiles = (files: File[]) => {
    for (const file of files) {
      nextKey += 1;
      const key = `pick-${nextKey}`;
      const previewUrl = URL.createObjectURL(file);
      previews.current.push(previewUrl);
      setPhotos((list) => [...list, { id: key, name: file.name, status: 'uploading', previewUrl }]);
      // One upload per file (product §4); a failed one is skipped and shown as failed (product §8).
      uploadImage(api, file, file.name)
        .then((uploaded: UploadedImage) =>
          setPhotos((list) =>
            list.map((p) => (p.id === key ? { ...p, id: uploaded.id, status: 'done' } : p)),
          ),
        )
        .catch((error: unknown) => {
          console.warn('upload failed', error);
          setPhotos((list) => list.map((p) => (p.id === key ? { ...p, status: 'failed' } : p)));
        });
    }
  };

  const onSubmit = (draft: PostDraft) => {
    setBusy(true);
    setFailed(false);
    createPost(api, {
      des: draft.message,
      cat: draft.categoryId ? Number(draft.categoryId) : null,
      url: draft.post.url,
      type: draft.post.type,
      photo: draft.photoIds.map(Number),
    })
      .then((id) => {
        setPhotos([]);
        setShortLink(null);
        setBusy(false);
        onClose();
        navigate(`/p/${id}`);
      })
      .catch((error: unknown) => {
        // Product §8: logged; the member keeps the draft and may try again.
        console.warn('post creation failed', error);
        setBusy(false);
        setFailed(true);
      });
  };

  return (
    <>
      <PostComposer
        open={open}
        onOpenChange={(next) => !next && !busy && onClose()}
        categories={categories}
        photos={photos}
        busy={busy}
        shortLink={shortLink}
        onShortLink={onShortLink}
        onPickFiles={onPickFiles}
        onSubmit={onSubmit}
      />
      <AlertDialog
        open={failed}
        onOpenChange={(next) => !next && setFailed(false)}
        tone="danger"
        title={copy.createPost.failed}
      />
    </>
  );
}

export default function CreatePostDialogs() {
  const [dialog, setDialog] = useAtom(createPostDialogAtom);
  const [cancelling, setCancelling] = useState(false);
  const [composerMounted, setComposerMounted] = useState(false);
  if (dialog.kind === 'compose' && !composerMounted) setComposerMounted(true);
  const close = () => setDialog({ kind: 'closed' });
  return (
    <>
      {composerMounted ? <Composer open={dialog.kind === 'compose'} onClose={close} /> : null}
      <ConfirmDialog
        open={dialog.kind === 'pending'}
        onOpenChange={(open) => !open && !cancelling && close()}
        title={copy.createPost.pendingTitle}
        message={copy.createPost.pendingMessage}
        confirmLabel={copy.createPost.cancelApplication}
        cancelLabel={copy.createPost.close}
        tone="danger"
        busy={cancelling}
        data-testid="creator-application-pending"
        onCancel={close}
        onConfirm={() => {
          if (dialog.kind !== 'pending') return;
          setCancelling(true);
          cancelCreatorApplication(api, dialog.applicationId)
            .catch((error: unknown) => console.warn('cancel application failed', error))
            .finally(() => {
              setCancelling(false);
              close();
            });
        }}
      />
    </>
  );
}
