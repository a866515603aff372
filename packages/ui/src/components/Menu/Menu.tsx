import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import {
  Children,
  type ComponentPropsWithoutRef,
  forwardRef,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  MenuContent,
  MenuItemIcon,
  MenuItemLabel,
  MenuItemRoot,
  MenuLabelRoot,
  MenuSeparatorRoot,
} from './Menu.styles';

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];
export const menuAligns = ['start', 'center', 'end'] as const;
export type MenuAlign = (typeof menuAligns)[number];

export interface MenuProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixMenu.Content>, 'asChild' | 'forceMount' | 'align'> {
  /**
   * One `Menu.Trigger` (wrapping the element that opens the menu), then the `Menu.Item`,
   * `Menu.Separator` and `Menu.Label` elements of the menu.
   */
  children: ReactNode;
  /** Edge of the trigger the menu lines up with (default `end`: menus open from right-hand triggers). */
  align?: MenuAlign;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Modal menus hide the page from assistive tech and block it (Radix's default). Off by default,
   * as in the WAI-ARIA menu button pattern: the page stays readable and a press outside closes it.
   */
  modal?: boolean;
}

export interface MenuTriggerProps {
  /** One element that opens the menu, usually an `IconButton` (its `label` names the menu too). */
  children: ReactElement;
}

/** Wraps the element that opens the menu (rendered as that element, not an extra button). */
const MenuTrigger = forwardRef<HTMLButtonElement, MenuTriggerProps>(function MenuTrigger(props, ref) {
  return <RadixMenu.Trigger ref={ref} asChild {...props} />;
});

/**
 * A dropdown menu of actions on Radix: the post menu (share; owner: edit, delete) and the avatar
 * menu. Arrow keys move, Enter/Space select, Escape closes and focus goes back to the trigger.
 * `Menu.Trigger` wraps the opener, as `Dialog.Trigger` does; the other children are the menu.
 */
const MenuRoot = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  {
    children,
    align = 'end',
    sideOffset = 6,
    collisionPadding = 8,
    open,
    defaultOpen,
    onOpenChange,
    modal = false,
    ...rest
  },
  ref,
) {
  const parts = Children.toArray(children);
  const isTrigger = (part: unknown) => isValidElement(part) && part.type === MenuTrigger;
  return (
    <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {parts.filter(isTrigger)}
      <RadixMenu.Portal>
        <RadixMenu.Content
          asChild
          align={align}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          data-component="Menu"
          {...rest}
        >
          <MenuContent ref={ref}>{parts.filter((part) => !isTrigger(part))}</MenuContent>
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
});

export interface MenuItemProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixMenu.Item>, 'asChild' | 'children'> {
  /** The label. With `asChild`, one element (a link) whose own children are the label. */
  children: ReactNode;
  /** Leading icon (decorative), e.g. `<ShareIcon />`. */
  icon?: ReactNode;
  /** `danger` for destructive items (delete post): red text, put last after a separator. */
  tone?: MenuItemTone;
  /**
   * Renders the item as its one child element, e.g. a react-router `<Link to="/coin/wallet">`, so
   * the item navigates like a link; the icon and styles still apply.
   */
  asChild?: boolean;
}

/** One action of a `Menu`; `onSelect` runs on click, Enter or Space. */
const MenuItem = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem(
  { children, icon, tone = 'default', asChild = false, ...rest },
  ref,
) {
  const child = asChild && isValidElement<{ children?: ReactNode }>(children) ? children : null;
  const content = (label: ReactNode) => (
    <>
      {icon ? (
        <MenuItemIcon data-part="Icon" aria-hidden="true">
          {icon}
        </MenuItemIcon>
      ) : null}
      <MenuItemLabel data-part="Label">{label}</MenuItemLabel>
    </>
  );
  return (
    <RadixMenu.Item asChild data-component="MenuItem" data-tone={tone} {...rest}>
      {child ? (
        <MenuItemRoot ref={ref} as={child.type} {...(child.props as object)}>
          {content(child.props.children)}
        </MenuItemRoot>
      ) : (
        <MenuItemRoot ref={ref}>{content(children)}</MenuItemRoot>
      )}
    </RadixMenu.Item>
  );
});

/** A line between groups of items (before the destructive item). */
const MenuSeparator = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function MenuSeparator(props, ref) {
    return (
      <RadixMenu.Separator asChild>
        <MenuSeparatorRoot ref={ref} data-component="MenuSeparator" {...props} />
      </RadixMenu.Separator>
    );
  },
);

/** A small heading over a group of items (not focusable), e.g. the member's name in the avatar menu. */
const MenuLabel = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function MenuLabel(props, ref) {
  return (
    <RadixMenu.Label asChild>
      <MenuLabelRoot ref={ref} data-component="MenuLabel" {...props} />
    </RadixMenu.Label>
  );
});

/** `Menu` with its parts: `Menu.Trigger`, `Menu.Item`, `Menu.Separator`, `Menu.Label`. */
export const Menu = Object.assign(MenuRoot, {
  Trigger: MenuTrigger,
  Item: MenuItem,
  Separator: MenuSeparator,
  Label: MenuLabel,
});
export { MenuItem, MenuLabel, MenuSeparator, MenuTrigger };
