import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as th from '../../i18n/th';
import { MoreIcon } from '../../icons';
import { IconButton } from '../IconButton';

export interface PostMenuButtonProps
  extends Omit<ComponentPropsWithoutRef<typeof IconButton>, 'label' | 'icon'> {
  /** The accessible name (default 'ตัวเลือกของโพสต์'). */
  label?: string;
  /** The post's author is the member: `data-layout="owner"`. */
  isOwner: boolean;
}

/**
 * The post menu's '⋮' button, the one look of both its forms: `PostMenu`'s before the menu's code
 * is here and Radix's trigger in `PostMenuActive`.
 */
export const PostMenuButton = forwardRef<HTMLButtonElement, PostMenuButtonProps>(function PostMenuButton(
  { label = th.postMenu.label, isOwner, ...rest },
  ref,
) {
  return (
    <IconButton
      ref={ref}
      label={label}
      icon={<MoreIcon />}
      data-component="PostMenu"
      data-layout={isOwner ? 'owner' : 'reader'}
      {...rest}
    />
  );
});
