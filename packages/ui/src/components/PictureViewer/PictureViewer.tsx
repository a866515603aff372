import { forwardRef } from 'react';
import * as th from '../../i18n/th';
import { Avatar } from '../Avatar';
import { Dialog, type DialogContentProps } from '../Dialog';
import { Text } from '../Text';
import { PictureViewerFigure, PictureViewerImage } from './PictureViewer.styles';

export interface PictureViewerProps
  extends Omit<DialogContentProps, 'title' | 'hideTitle' | 'children' | 'description' | 'icon'> {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** Called with the new open state (close buttons, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** Whose picture it is: the caption, and the source of the title and the picture's alt text. */
  name: string;
  /** The picture at its largest size; without one the member's initials show. */
  src?: string | null;
}

/**
 * The modal that shows another member's profile picture large (product §2 "a modal viewing others'
 * pictures"), opened from `ProfileHeader`'s `onViewPicture`.
 */
export const PictureViewer = forwardRef<HTMLDivElement, PictureViewerProps>(function PictureViewer(
  { open, defaultOpen, onOpenChange, name, src, size = 'md', ...rest },
  ref,
) {
  const title = th.profile.pictureOf(name);
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Content
        ref={ref}
        title={title}
        hideTitle
        size={size}
        data-component="PictureViewer"
        data-state={src ? 'image' : 'initials'}
        {...rest}
      >
        <Dialog.Body>
          <PictureViewerFigure data-part="Figure">
            {src ? (
              <PictureViewerImage data-part="Image" src={src} alt={title} decoding="async" />
            ) : (
              <Avatar name={name} size="2xl" />
            )}
            <Text as="span" weight="bold" align="center" data-part="Caption">
              {name}
            </Text>
          </PictureViewerFigure>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
});
