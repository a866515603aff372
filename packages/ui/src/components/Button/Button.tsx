import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { ButtonLabel, ButtonRoot, ButtonSpinner } from './Button.styles';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Visual emphasis: one primary action per view; danger for destructive actions. */
  variant?: ButtonVariant;
  /** Height and type size; every size keeps at least a 36px touch target (44px from md). */
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and blocks clicks while an action runs. */
  loading?: boolean;
  /** Stretches to the width of its container (phone forms, sheet actions). */
  block?: boolean;
  /** Icon before the label (decorative). */
  leadingIcon?: ReactNode;
  /** Icon after the label (decorative). */
  trailingIcon?: ReactNode;
}

/** The action button. Disabled while `loading`, and announced as busy. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    block = false,
    leadingIcon,
    trailingIcon,
    disabled,
    type = 'button',
    children,
    ...rest
  },
  ref,
) {
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      data-component="Button"
      data-variant={variant}
      data-size={size}
      data-width={block ? 'full' : 'auto'}
      data-state={loading ? 'loading' : 'idle'}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...rest}
    >
      <ButtonLabel data-part="Label">
        {leadingIcon}
        {children}
        {trailingIcon}
      </ButtonLabel>
      {loading ? (
        <ButtonSpinner data-part="Spinner">
          <Spinner size="sm" label={null} />
        </ButtonSpinner>
      ) : null}
    </ButtonRoot>
  );
});
