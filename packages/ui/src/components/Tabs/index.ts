export type { TabsItem, TabsLinkProps, TabsProps } from './Tabs';
export { Tabs } from './Tabs';
