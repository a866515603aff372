export type { MenuAlign, MenuItemProps, MenuItemTone, MenuProps } from './Menu';
export { Menu, MenuItem, MenuLabel, MenuSeparator, menuAligns, menuItemTones } from './Menu';
