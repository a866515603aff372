import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';

// The manager (sidebar, toolbar) carries the product's name and its lotus icon; the story canvas
// (preview.tsx) is untouched. The icon is served from the kiosk's own icons (`staticDirs` in
// main.ts), not copied. Storybook draws `brandImage` alone (up to 150×100 px, the title only as its
// alt text) but renders `brandTitle` as markup when `brandImage` is null — so the icon and the name
// sit side by side at sidebar size. Its theme type has no null, hence the cast.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle:
      '<span style="display:inline-flex;align-items:center;gap:8px;font-weight:700">' +
      '<img src="brand/icon.svg" alt="" width="28" height="28" />Lightbearers — design system</span>',
    brandUrl: './',
    brandTarget: '_self',
    brandImage: null as unknown as string,
  }),
});
