import { formatCount } from '@lightbearers/domain';
import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type DragEvent,
  forwardRef,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import * as th from '../../i18n/th';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ImageIcon } from '../../icons';
import { FieldErrorIcon, FieldErrorMessage, FieldRequired } from '../../internal/field';
import { FieldHint } from '../../internal/field.styles';
import { fieldState, hasContent, joinIds } from '../../internal/useField';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { Text } from '../Text';
import {
  ImagePickerActions,
  ImagePickerCover,
  ImagePickerDrop,
  ImagePickerDropHint,
  ImagePickerFailure,
  ImagePickerFrame,
  ImagePickerLegend,
  ImagePickerList,
  ImagePickerProgress,
  ImagePickerRoot,
  ImagePickerTile,
} from './ImagePicker.styles';

export const imagePickerStatuses = ['uploading', 'done', 'failed'] as const;
export type ImagePickerStatus = (typeof imagePickerStatuses)[number];

/** One picture as the app reports it: picked and uploading, stored, or failed. */
export interface ImagePickerItem {
  /** Stable key: the stored image's id once uploaded, any unique key before. */
  id: string;
  /** The picture to show: a local preview (`URL.createObjectURL`) or the stored image's URL. */
  src: string;
  /** The file's name: the picture's text alternative and the name in its buttons. */
  name: string;
  /** uploading, done (default) or failed. */
  status?: ImagePickerStatus;
  /** Upload progress, 0–100, while uploading; without it the spinner alone shows. */
  progress?: number;
  /** A failed upload's Thai message (default 'อัปโหลดไม่สำเร็จ'). */
  error?: string;
}

export interface ImagePickerProps
  extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'children' | 'onChange' | 'disabled'> {
  /** The group's name ('ภาพของที่ระลึก'), its visible legend. */
  label: string;
  /** Help under the legend (sizes, how many). */
  hint?: ReactNode;
  /** The app's Thai message about the whole set ('ต้องมีภาพอย่างน้อย 1 ภาพ'). */
  error?: ReactNode;
  /** Shows the required marker. */
  required?: boolean;
  /** The pictures, in order (the first is the one lists show). */
  images: readonly ImagePickerItem[];
  /** Called with the image files chosen or dropped (no more than `max` allows); the app uploads them. */
  onPick: (files: File[]) => void;
  /** Called with a picture's id when its remove button is pressed. */
  onRemove: (id: string) => void;
  /** Turns reordering on: called with a picture's id and the index it should move to. */
  onMove?: (id: string, toIndex: number) => void;
  /** How many pictures the set may hold; the add button goes once it is full. */
  max?: number;
  /** File types the chooser offers. @default 'image/*' */
  accept?: string;
  /** Nothing can be added, removed or moved. */
  disabled?: boolean;
}

/** Whether a file matches an `accept` list ('image/*', 'image/png,image/jpeg', '.png'). */
function accepts(file: File, accept: string): boolean {
  return accept.split(',').some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (!rule) return false;
    if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
    if (rule.endsWith('/*')) return file.type.toLowerCase().startsWith(rule.slice(0, -1));
    return file.type.toLowerCase() === rule;
  });
}

/**
 * Pictures for a souvenir, a badge or a notice: choose (or, with a mouse, drop) image files, see
 * each as a thumbnail with its upload progress or error, remove it, and optionally move it earlier
 * or later. Presentational: it calls back `onPick(files)`, `onRemove(id)`, `onMove(id, index)`;
 * the app uploads through the service and passes each picture's state back in `images`.
 */
export const ImagePicker = forwardRef<HTMLFieldSetElement, ImagePickerProps>(function ImagePicker(
  {
    label,
    hint,
    error,
    required = false,
    images,
    onPick,
    onRemove,
    onMove,
    max,
    accept = 'image/*',
    disabled = false,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = hasContent(hint) ? `${id}-hint` : undefined;
  const errorId = hasContent(error) ? `${id}-error` : undefined;
  const remaining = max === undefined ? undefined : Math.max(0, max - images.length);
  const full = remaining === 0;

  const take = (files: File[]) => {
    const fitting = files.filter((f) => accepts(f, accept));
    const chosen = remaining === undefined ? fitting : fitting.slice(0, remaining);
    if (chosen.length > 0 && !disabled) onPick(chosen);
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so the same file can be chosen again after a remove.
    event.target.value = '';
    take(files);
  };
  const dragOver = (event: DragEvent<HTMLFieldSetElement>) => {
    if (disabled || full || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(true);
  };
  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    if (disabled || full) return;
    event.preventDefault();
    setOver(false);
    take(Array.from(event.dataTransfer.files));
  };

  return (
    <ImagePickerRoot
      ref={ref}
      data-component="ImagePicker"
      data-state={fieldState({ disabled, invalid: errorId !== undefined })}
      data-drop={over ? 'over' : 'idle'}
      aria-describedby={joinIds(describedBy, hintId, errorId)}
      aria-invalid={errorId ? true : undefined}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      {...rest}
    >
      <ImagePickerLegend data-part="Legend">
        {label}
        {required ? <FieldRequired /> : null}
      </ImagePickerLegend>
      {hintId ? (
        <FieldHint id={hintId} data-part="Hint">
          {hint}
        </FieldHint>
      ) : null}
      {images.length > 0 ? (
        <ImagePickerList aria-label={th.imagePicker.list} data-part="List">
          {images.map((image, index) => {
            const status = image.status ?? 'done';
            return (
              <ImagePickerTile key={image.id} data-part="Image" data-state={status}>
                <ImagePickerFrame>
                  <img src={image.src} alt={image.name} width={240} height={240} />
                  {index === 0 && images.length > 1 ? (
                    <ImagePickerCover data-part="Cover">
                      <Badge tone="accent" variant="solid" size="sm">
                        {th.imagePicker.cover}
                      </Badge>
                    </ImagePickerCover>
                  ) : null}
                  {status === 'uploading' ? (
                    <ImagePickerProgress data-part="Progress">
                      {image.progress === undefined ? (
                        <Spinner size="sm" label={th.imagePicker.uploading} />
                      ) : (
                        <>
                          <span aria-hidden="true">
                            {th.imagePicker.progress(Math.round(image.progress))}
                          </span>
                          <progress
                            max={100}
                            value={image.progress}
                            aria-label={`${th.imagePicker.uploading} ${image.name}`}
                          />
                        </>
                      )}
                    </ImagePickerProgress>
                  ) : null}
                </ImagePickerFrame>
                <Text as="span" size="sm" tone="muted" truncate={1} data-part="Name">
                  {image.name}
                </Text>
                {status === 'failed' ? (
                  <ImagePickerFailure role="status" data-part="Failure">
                    <FieldErrorIcon />
                    <span>{image.error ?? th.imagePicker.failed}</span>
                  </ImagePickerFailure>
                ) : null}
                <ImagePickerActions>
                  {onMove ? (
                    <>
                      <IconButton
                        size="sm"
                        variant="outline"
                        icon={<ChevronLeftIcon />}
                        label={th.imagePicker.moveEarlier(image.name)}
                        disabled={disabled || index === 0}
                        onClick={() => onMove(image.id, index - 1)}
                        data-part="MoveEarlier"
                      />
                      <IconButton
                        size="sm"
                        variant="outline"
                        icon={<ChevronRightIcon />}
                        label={th.imagePicker.moveLater(image.name)}
                        disabled={disabled || index === images.length - 1}
                        onClick={() => onMove(image.id, index + 1)}
                        data-part="MoveLater"
                      />
                    </>
                  ) : null}
                  <IconButton
                    size="sm"
                    variant="outline"
                    icon={<CloseIcon />}
                    label={th.imagePicker.remove(image.name)}
                    disabled={disabled}
                    onClick={() => onRemove(image.id)}
                    data-part="Remove"
                  />
                </ImagePickerActions>
              </ImagePickerTile>
            );
          })}
        </ImagePickerList>
      ) : null}
      <ImagePickerDrop data-part="Drop">
        {full ? (
          <span data-part="Full">{th.imagePicker.full}</span>
        ) : (
          <>
            <Button
              variant="secondary"
              leadingIcon={<ImageIcon />}
              disabled={disabled}
              onClick={() => input.current?.click()}
              data-part="Add"
            >
              {th.imagePicker.add}
            </Button>
            <ImagePickerDropHint aria-hidden="true">{th.imagePicker.drop}</ImagePickerDropHint>
            {remaining !== undefined ? (
              <span data-part="Remaining">{th.imagePicker.remaining(formatCount(remaining))}</span>
            ) : null}
          </>
        )}
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={max !== 1}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-part="FileInput"
          onChange={pick}
        />
      </ImagePickerDrop>
      {errorId ? <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage> : null}
    </ImagePickerRoot>
  );
});
