import { AVATAR_PREVIEW_SIZE, JPEG_QUALITY, sniffImageType } from '@lightbearers/domain';
import {
  forwardRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Dialog, type DialogContentProps } from '../Dialog';
import { Spinner } from '../Spinner';
import {
  AvatarCropPreview,
  AvatarCropPreviewCanvas,
  AvatarCropStage,
  AvatarCropStageCanvas,
  AvatarCropZoom,
} from './AvatarCropDialog.styles';
import {
  CROP_ZOOM_MAX,
  CROP_ZOOM_MIN,
  type CropState,
  cropRect,
  initialCrop,
  panCrop,
  zoomCrop,
} from './crop';

/** Where the chosen file is: nothing yet, its first bytes being read, refused, or ready to crop. */
export const avatarCropPhases = ['empty', 'checking', 'rejected', 'ready'] as const;
export type AvatarCropPhase = (typeof avatarCropPhases)[number];

/** Drawing size of the crop stage (twice its largest CSS size, for sharp screens). */
const STAGE_PIXELS = 576;
/** Screen pixels an arrow key moves the picture. */
const KEY_STEP = 10;
/** Zoom change of one + / − key press. */
const ZOOM_STEP = 0.1;

export interface AvatarCropDialogProps
  extends Omit<DialogContentProps, 'title' | 'children' | 'description' | 'icon' | 'onSubmit'> {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Called with the new open state (Cancel, close button, Escape). */
  onOpenChange?: (open: boolean) => void;
  /** The file the member chose (from `ProfileHeader`'s `onChangePicture`). */
  file: File | null;
  /** Save was pressed: the circle's square as a JPEG (quality 0.9) of `outputSize` pixels. */
  onSave?: (jpeg: Blob) => void;
  /** The upload runs: Cancel and Save are disabled, Save spins. */
  saving?: boolean;
  /** Side of the saved JPEG in pixels (default 500, the avatar's `small` format). */
  outputSize?: number;
  /** A Thai error from the app (the upload failed). */
  error?: ReactNode;
  /** The dialog's title. */
  title?: string;
}

function drawCrop(canvas: HTMLCanvasElement | null, image: HTMLImageElement, crop: CropState, fill?: string) {
  const context = canvas?.getContext('2d');
  if (!canvas || !context) return;
  const { sx, sy, side } = cropRect(crop, image.naturalWidth, image.naturalHeight);
  context.imageSmoothingQuality = 'high';
  if (fill) {
    context.fillStyle = fill;
    context.fillRect(0, 0, canvas.width, canvas.height);
  } else {
    context.clearRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
}

/**
 * The avatar crop (product §2, §4, §5): a circle over the chosen picture, moved by dragging or the
 * arrow keys and zoomed with the slider or + / −, a 120×120 preview, Cancel and Save. The file's
 * type is read from its first bytes (PNG, GIF, JPEG, by domain's `sniffImageType`); anything else
 * is refused with a Thai message. Save hands the app a JPEG at quality 0.9 to upload.
 */
export const AvatarCropDialog = forwardRef<HTMLDivElement, AvatarCropDialogProps>(function AvatarCropDialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    file,
    onSave,
    saving = false,
    outputSize = 500,
    error,
    title = th.avatarCrop.title,
    ...rest
  },
  ref,
) {
  const [phase, setPhase] = useState<AvatarCropPhase>('empty');
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<CropState>({ cx: 0, cy: 0, zoom: 1 });
  const [stage, setStage] = useState<HTMLCanvasElement | null>(null);
  const [preview, setPreview] = useState<HTMLCanvasElement | null>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const hintId = useId();

  // A new file: sniff its first bytes, then decode it. Stale results of an older file are dropped.
  useEffect(() => {
    setImage(null);
    if (!file) {
      setPhase('empty');
      return;
    }
    setPhase('checking');
    let live = true;
    let url: string | null = null;
    file
      .slice(0, 16)
      .arrayBuffer()
      .then((buffer) => {
        if (!live) return;
        if (!sniffImageType(new Uint8Array(buffer))) {
          setPhase('rejected');
          return;
        }
        url = URL.createObjectURL(file);
        const picture = new Image();
        picture.onload = () => {
          if (!live) return;
          setCrop(initialCrop(picture.naturalWidth, picture.naturalHeight));
          setImage(picture);
          setPhase('ready');
        };
        picture.onerror = () => {
          if (live) setPhase('rejected');
        };
        picture.src = url;
      })
      .catch(() => {
        if (live) setPhase('rejected');
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  useEffect(() => {
    if (!image) return;
    drawCrop(stage, image, crop);
    drawCrop(preview, image, crop);
  }, [image, crop, stage, preview]);

  const width = image?.naturalWidth ?? 1;
  const height = image?.naturalHeight ?? 1;
  const pan = (dx: number, dy: number, viewport: number) =>
    setCrop((c) => panCrop(c, dx, dy, viewport, width, height));
  const zoomTo = (zoom: number) => setCrop((c) => zoomCrop(c, zoom, width, height));
  const viewportOf = (element: HTMLElement) => element.getBoundingClientRect().width || STAGE_PIXELS / 2;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!image || saving) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = drag.current;
    if (!last || last.id !== event.pointerId) return;
    pan(event.clientX - last.x, event.clientY - last.y, viewportOf(event.currentTarget));
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!image || saving) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP, 0],
      ArrowRight: [KEY_STEP, 0],
      ArrowUp: [0, -KEY_STEP],
      ArrowDown: [0, KEY_STEP],
    };
    const move = moves[event.key];
    if (move) pan(move[0], move[1], viewportOf(event.currentTarget));
    else if (event.key === '+' || event.key === '=') zoomTo(crop.zoom + ZOOM_STEP);
    else if (event.key === '-') zoomTo(crop.zoom - ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const save = () => {
    if (!image || saving) return;
    const canvas = document.createElement('canvas');
    canvas.width = outputSize;
    canvas.height = outputSize;
    // JPEG has no transparency: a transparent PNG or GIF is flattened on white.
    drawCrop(canvas, image, crop, '#ffffff');
    canvas.toBlob((blob) => blob && onSave?.(blob), 'image/jpeg', JPEG_QUALITY);
  };

  const ready = phase === 'ready' && image !== null;
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content
        ref={ref}
        title={title}
        data-component="AvatarCropDialog"
        data-state={saving ? 'loading' : phase}
        {...rest}
      >
        <Dialog.Body>
          {error ? (
            <Alert tone="danger" role="alert" data-part="Error">
              {error}
            </Alert>
          ) : null}
          {phase === 'rejected' ? (
            <Alert tone="danger" role="alert" data-part="Rejected">
              {th.avatarCrop.rejected}
            </Alert>
          ) : null}
          {phase === 'checking' ? <Spinner label={th.common.loading} /> : null}
          {ready ? (
            <>
              <AvatarCropStage
                data-part="Stage"
                role="group"
                tabIndex={0}
                aria-label={th.avatarCrop.stage}
                aria-describedby={hintId}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                onKeyDown={onKeyDown}
              >
                <AvatarCropStageCanvas
                  ref={setStage}
                  width={STAGE_PIXELS}
                  height={STAGE_PIXELS}
                  aria-hidden="true"
                />
              </AvatarCropStage>
              <AvatarCropPreview data-part="Preview">
                <span id={hintId}>{th.avatarCrop.hint}</span>
                <AvatarCropZoom
                  type="range"
                  data-part="Zoom"
                  aria-label={th.avatarCrop.zoom}
                  min={CROP_ZOOM_MIN}
                  max={CROP_ZOOM_MAX}
                  step={0.01}
                  value={crop.zoom}
                  disabled={saving}
                  onChange={(event) => zoomTo(Number(event.currentTarget.value))}
                />
                <AvatarCropPreviewCanvas
                  ref={setPreview}
                  width={AVATAR_PREVIEW_SIZE}
                  height={AVATAR_PREVIEW_SIZE}
                  role="img"
                  aria-label={th.avatarCrop.preview}
                />
              </AvatarCropPreview>
            </>
          ) : null}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>
            <Button variant="secondary" disabled={saving}>
              {th.common.cancel}
            </Button>
          </Dialog.Close>
          <Button onClick={save} loading={saving} disabled={!ready || saving}>
            {th.common.save}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
});
