// Every icon by name, for the Foundations/Icons page and the icon tests. Not exported from the
// barrel: apps import the icons they render one by one (tree-shaking), never this map.
import * as brand from './brand';
import * as ui from './ui';

type Entry<T> = { name: string; Component: T };

function entries<T>(module: Record<string, unknown>, suffix: string): Entry<T>[] {
  return Object.entries(module)
    .filter(([key]) => /^[A-Z]/.test(key) && key.endsWith(suffix))
    .map(([key, Component]) => ({ name: key.slice(0, -suffix.length), Component: Component as T }));
}

export const uiIconCatalogue = entries<typeof ui.BellIcon>(ui, 'Icon');
export const brandMarkCatalogue = entries<typeof brand.YouTubeMark>(brand, 'Mark');
