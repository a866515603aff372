export type { MenuAlign, MenuItemProps, MenuItemTone, MenuProps, MenuTriggerProps } from './Menu';
export { Menu, MenuItem, MenuLabel, MenuSeparator, MenuTrigger, menuAligns, menuItemTones } from './Menu';
