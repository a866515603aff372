import '@lightbearers/ui/fonts';
import '@lightbearers/ui/tokens.css';
import { GlobalStyle, type ThemeName } from '@lightbearers/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router-dom';
import { configure } from 'storybook/test';
import { create } from 'storybook/theming';

/**
 * A play's `findBy…`/`waitFor` waits up to 5 s, as in the unit tests (vitest.setup.ts), not Testing
 * Library's 1 s: a page story's answer goes through MSW's worker, and on a busy two-core machine
 * running two browsers it took longer than a second. A wait that succeeds returns as soon as it can.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * MSW for data stories (msw 3, msw-storybook-addon 3): one worker, started quietly; a request no
 * story mocks goes to the network untouched (`onUnhandledFrame: 'bypass'`).
 */
const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return worker;
};

/** Light/night is one attribute on <html>, exactly as in the apps. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = 'th';
  return (
    <>
      <GlobalStyle />
      <Story />
    </>
  );
};

/**
 * Components render links; give every story a router. `parameters.router.initialEntries` seeds it.
 * A page story of a route (`parameters.router.data`) brings its own data router instead.
 */
const withRouter: Decorator = (Story, context) => {
  const router = context.parameters.router as { initialEntries?: string[]; data?: boolean } | undefined;
  if (router?.data) return <Story />;
  const entries = router?.initialEntries;
  return (
    <MemoryRouter initialEntries={entries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

/**
 * Each story starts from fresh mock data: a page story that changes the mock service (marks a
 * notification read, likes a post) must not change the next story rendered in the same page.
 * Modules that hold mock data register their reset on `globalThis.__storyResets`.
 */
const resetMockData = () => {
  for (const reset of (globalThis as { __storyResets?: Set<() => void> }).__storyResets ?? []) reset();
};

const preview: Preview = {
  decorators: [withRouter, withTheme],
  loaders: [mswLoader(startWorker)],
  beforeEach: resetMockData,
  globalTypes: {
    theme: {
      description: 'Colour theme (night mode)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'night', title: 'Night', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Docs pages (prose, args tables, controls) in the bundled Thai face: Storybook's own face has
    // no Thai, and a system fallback would differ from machine to machine.
    docs: { theme: create({ base: 'light', fontBase: '"Sarabun", "Nunito Sans", sans-serif' }) },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/ } },
    viewport: {
      options: {
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Colours', 'Typography', 'Spacing', 'Icons'],
          'Components',
          'Patterns',
          'Screens',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
