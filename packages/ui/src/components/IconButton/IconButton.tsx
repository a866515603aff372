import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { IconButtonBadge, IconButtonHidden, IconButtonIcon, IconButtonRoot } from './IconButton.styles';

export const iconButtonVariants = ['ghost', 'solid', 'outline'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name, required: what the button does ('การแจ้งเตือน', 'ตะกร้า', 'เมนู'). */
  label: string;
  /** The icon, e.g. `<BellIcon />`: decorative (the label names the button) and sized by the button. */
  icon: ReactNode;
  /** Visual emphasis: ghost in headers and toolbars, solid for the one main action, outline on media. */
  variant?: IconButtonVariant;
  /** Touch target: sm 36px (dense toolbars only), md 44px, lg 52px. */
  size?: IconButtonSize;
  /** Count on the corner, formatted by the caller ('3', '1,234', '99+'); nothing shows when undefined. */
  badge?: string;
  /** How the badge is read out ('ยังไม่ได้อ่าน 3 รายการ'); defaults to the badge text itself. */
  badgeLabel?: string;
}

/**
 * A button showing only an icon. Its accessible name is required by its type; a badge count is
 * part of the name, so 'การแจ้งเตือน ยังไม่ได้อ่าน 3 รายการ' is announced as one button.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', badge, badgeLabel, type = 'button', ...rest },
  ref,
) {
  return (
    <IconButtonRoot
      ref={ref}
      type={type}
      data-component="IconButton"
      data-variant={variant}
      data-size={size}
      {...rest}
    >
      <IconButtonIcon data-part="Icon" aria-hidden="true">
        {icon}
      </IconButtonIcon>
      <IconButtonHidden data-part="Label">{label}</IconButtonHidden>
      {badge !== undefined ? (
        <>
          <IconButtonBadge data-part="Badge" aria-hidden="true">
            {badge}
          </IconButtonBadge>
          <IconButtonHidden>{` ${badgeLabel ?? badge}`}</IconButtonHidden>
        </>
      ) : null}
    </IconButtonRoot>
  );
});
