import { type DetectedPost, detectPost, validateNewPost } from '@lightbearers/domain';
import {
  type ChangeEvent,
  type FormEvent,
  forwardRef,
  type ReactElement,
  useEffect,
  useRef,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { CheckIcon, ImageIcon, PostTypeIcon, WarningIcon } from '../../icons';
import { type ModalStateProps, useModalState } from '../../internal/modalState';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Select, type SelectOption } from '../Select';
import { Spinner } from '../Spinner';
import { TextArea } from '../TextArea';
import {
  ComposerForm,
  ComposerPhoto as ComposerPhotoItem,
  ComposerPhotoList,
  ComposerPhotoName,
  ComposerPhotoState,
  ComposerPhotoThumb,
  ComposerPreview,
  ComposerPreviewLink,
  ComposerPreviewText,
  ComposerPreviewType,
  ComposerSection,
} from './PostComposer.styles';

export const composerPhotoStatuses = ['uploading', 'done', 'failed'] as const;

export const shortLinkStatuses = ['resolving', 'resolved', 'failed'] as const;
export type ShortLinkStatus = (typeof shortLinkStatuses)[number];

/**
 * A TikTok short link (`vm.`/`vt.tiktok.com`) the app is resolving through the service: the
 * composer waits while it resolves, posts the video's real address once it did, and refuses to post
 * a link that could not be resolved (the post would have no player).
 */
export interface ComposerShortLink {
  /** The short link as the message has it. */
  url: string;
  status: ShortLinkStatus;
  /** The video's address behind it (status `resolved`). */
  resolvedUrl?: string | null;
}
export type ComposerPhotoStatus = (typeof composerPhotoStatuses)[number];

/** One picked image as the app reports it while uploading (one upload per file). */
export interface ComposerPhoto {
  /** Stable key: the uploaded file's id once done, any unique key before. */
  id: number | string;
  /** The file name, shown next to the thumbnail. */
  name: string;
  /** uploading → done, or failed (the file is skipped, product §9). */
  status: ComposerPhotoStatus;
  /** A local preview (`URL.createObjectURL`) or the uploaded thumbnail. */
  previewUrl?: string | null;
}

/** What the composer hands the app on submit. */
export interface PostDraft {
  /** The message as typed (trimmed). */
  message: string;
  /** The chosen category's value. */
  categoryId: string;
  /** `detectPost(message, photos)`: the type, the stored link and the ids players need. */
  post: DetectedPost;
  /** Ids of the uploaded images (failed ones are skipped). */
  photoIds: Array<number | string>;
}

export interface PostComposerProps extends ModalStateProps {
  /** Dialog title (default 'สร้างโพสต์'). */
  title?: string;
  /** The categories to choose from (value = category id). */
  categories: readonly SelectOption[];
  /** The picked images and their upload status, from the app. */
  photos?: readonly ComposerPhoto[];
  /** The post is being created: submit shows a spinner and is disabled (product §4). */
  busy?: boolean;
  /** Text in the message box when the dialog opens. */
  defaultMessage?: string;
  /** Category chosen when the dialog opens. */
  defaultCategoryId?: string;
  /** The state of the TikTok short link the message has, as the app resolves it (see `onShortLink`). */
  shortLink?: ComposerShortLink | null;
  /**
   * The message gained a TikTok short link (each new one once): the app resolves it and reports
   * through `shortLink`. Without it a short link is posted as typed.
   */
  onShortLink?: (url: string) => void;
  /** Images were picked (images only, several at once); the app uploads them one per request. */
  onPickFiles: (files: File[]) => void;
  /** A valid draft was submitted; the app creates the post, then closes and navigates. */
  onSubmit: (draft: PostDraft) => void;
}

/** How long the message must rest before its short link goes to the app. */
const SHORT_LINK_SETTLE_MS = 300;

const statusIcon = {
  uploading: <Spinner size="sm" label={null} />,
  done: <CheckIcon size="sm" />,
  failed: <WarningIcon size="sm" />,
} as const;
const statusText = {
  uploading: th.composer.uploading,
  done: th.composer.uploaded,
  failed: th.composer.failed,
} as const;

/**
 * The create-post dialog (product §4 "Posting", §5): a message box whose post type is detected as the
 * member types (`detectPost`, shown as the type icon and a preview), a category, an image picker
 * with each file's upload status, and the product's warning when `validateNewPost` refuses the draft.
 * Presentational: the app uploads the files (`onPickFiles`) and creates the post (`onSubmit`).
 */
export const PostComposer = forwardRef<HTMLDivElement, PostComposerProps>(function PostComposer(
  {
    title = th.composer.title,
    categories,
    photos = [],
    busy = false,
    defaultMessage = '',
    defaultCategoryId = '',
    shortLink = null,
    onShortLink,
    onPickFiles,
    onSubmit,
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
  },
  ref,
) {
  const { isOpen, setOpen } = useModalState({ open, defaultOpen, onOpenChange });
  const [message, setMessage] = useState(defaultMessage);
  const [categoryId, setCategoryId] = useState(defaultCategoryId);
  const [post, setPost] = useState(() => detectPost(defaultMessage));
  const [attempted, setAttempted] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const reported = useRef<string | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settle.current), []);

  /**
   * Reads the message again (product description: on every key-up). A new TikTok short link goes to the app once
   * the message rests for a moment, so a link typed by hand is not resolved letter by letter.
   */
  const detect = (value: string) => {
    const next = detectPost(value);
    setPost(next);
    clearTimeout(settle.current);
    const short = next.tiktokShortLink && next.url ? next.url : null;
    if (!short || !onShortLink) return;
    settle.current = setTimeout(() => {
      if (short === reported.current) return;
      reported.current = short;
      onShortLink(short);
    }, SHORT_LINK_SETTLE_MS);
  };

  const uploaded = photos.filter((p) => p.status === 'done');
  const uploading = photos.some((p) => p.status === 'uploading');
  // Photos attached to a text post make it a photo post: re-read with the current photo count.
  const shown = post.type === 'postText' && uploaded.length > 0 ? detectPost(message, uploaded.length) : post;
  const verdict = validateNewPost({ message, categoryId, photoCount: uploaded.length });
  // The message's short link, as the app reports it (only when the app resolves them).
  const link =
    onShortLink && post.tiktokShortLink && post.url
      ? shortLink?.url === post.url
        ? shortLink
        : ({ url: post.url, status: 'resolving' } as const)
      : null;
  const resolving = link?.status === 'resolving';

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []).filter((f) => f.type.startsWith('image/'));
    event.target.value = '';
    if (files.length > 0) onPickFiles(files);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || uploading || resolving) return;
    setAttempted(true);
    if (!verdict.ok || link?.status === 'failed') return;
    // A resolved short link posts the video's real address (its player needs the video id).
    const resolved = link?.status === 'resolved' && link.resolvedUrl ? detectPost(link.resolvedUrl) : null;
    onSubmit({
      message: message.trim(),
      categoryId,
      post: resolved?.type === 'videoTikTok' ? resolved : detectPost(message, uploaded.length),
      photoIds: uploaded.map((p) => p.id),
    });
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(next) => (busy && !next ? undefined : setOpen(next))}>
      {trigger ? <Dialog.Trigger>{trigger as ReactElement}</Dialog.Trigger> : null}
      <Dialog.Content
        ref={ref}
        title={title}
        data-component="PostComposer"
        data-state={busy ? 'loading' : 'idle'}
      >
        <ComposerForm onSubmit={submit} noValidate data-state={busy ? 'loading' : 'idle'}>
          <Dialog.Body>
            <ComposerSection>
              <TextArea
                label={th.composer.message}
                hint={th.composer.messageHint}
                value={message}
                rows={4}
                maxRows={10}
                data-part="Message"
                onChange={(event) => setMessage(event.target.value)}
                // Product §4: the type is detected on every key-up of the message.
                onKeyUp={(event) => detect(event.currentTarget.value)}
                onPaste={(event) => {
                  const box = event.currentTarget;
                  queueMicrotask(() => detect(box.value));
                }}
              />
              <ComposerPreview data-part="Preview" data-post-type={shown.type} aria-live="polite">
                <ComposerPreviewType>
                  <PostTypeIcon type={shown.type} decorative />
                  <span>
                    {th.composer.detected}: {th.post.types[shown.type]}
                  </span>
                </ComposerPreviewType>
                {shown.url ? <ComposerPreviewText>{shown.url}</ComposerPreviewText> : null}
                {link ? (
                  <ComposerPreviewLink data-part="ShortLink" data-state={link.status}>
                    {link.status === 'resolving' ? <Spinner size="sm" label={null} /> : null}
                    {link.status === 'resolved' ? <CheckIcon size="sm" /> : null}
                    {link.status === 'failed' ? <WarningIcon size="sm" /> : null}
                    <span>
                      {link.status === 'resolving'
                        ? th.composer.shortLinkResolving
                        : link.status === 'resolved'
                          ? th.composer.shortLinkResolved
                          : th.composer.shortLinkFailed}
                    </span>
                  </ComposerPreviewLink>
                ) : null}
                {link?.status === 'resolved' && link.resolvedUrl ? (
                  <ComposerPreviewText data-part="ResolvedLink">{link.resolvedUrl}</ComposerPreviewText>
                ) : null}
              </ComposerPreview>
              {link?.status === 'failed' ? (
                <Alert
                  tone="danger"
                  role="alert"
                  title={th.composer.shortLinkErrorTitle}
                  data-part="ShortLinkError"
                >
                  {th.composer.shortLinkError}
                </Alert>
              ) : null}
              <Select
                label={th.composer.category}
                placeholder={th.composer.categoryPlaceholder}
                options={categories}
                value={categoryId}
                required
                data-part="Category"
                onChange={(event) => setCategoryId(event.target.value)}
              />
              <div>
                <Button
                  variant="secondary"
                  leadingIcon={<ImageIcon />}
                  data-part="AddPhotos"
                  onClick={() => fileInput.current?.click()}
                >
                  {th.composer.addPhotos}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  multiple
                  hidden
                  tabIndex={-1}
                  aria-hidden="true"
                  data-part="FileInput"
                  onChange={pick}
                />
              </div>
              {photos.length > 0 ? (
                <ComposerPhotoList aria-label={th.composer.photos} data-part="Photos">
                  {photos.map((photo) => (
                    <ComposerPhotoItem key={photo.id} data-part="Photo" data-state={photo.status}>
                      <ComposerPhotoThumb aria-hidden="true">
                        {photo.previewUrl ? (
                          <img src={photo.previewUrl} alt="" width={52} height={52} />
                        ) : (
                          <ImageIcon />
                        )}
                      </ComposerPhotoThumb>
                      <ComposerPhotoName>{photo.name}</ComposerPhotoName>
                      <ComposerPhotoState data-state={photo.status}>
                        {statusIcon[photo.status]}
                        {statusText[photo.status]}
                      </ComposerPhotoState>
                    </ComposerPhotoItem>
                  ))}
                </ComposerPhotoList>
              ) : null}
              {attempted && !verdict.ok ? (
                <Alert tone="warning" role="alert" data-part="Warning">
                  {verdict.message}
                </Alert>
              ) : null}
            </ComposerSection>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close>
              <Button variant="secondary" disabled={busy} data-part="Cancel">
                {th.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={busy} disabled={uploading || resolving} data-part="Submit">
              {th.composer.submit}
            </Button>
          </Dialog.Footer>
        </ComposerForm>
      </Dialog.Content>
    </Dialog.Root>
  );
});
