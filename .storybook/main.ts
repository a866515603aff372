import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js for MSW-backed data stories; the product's icon for the manager's brand.
  staticDirs: ['./public', { from: '../apps/cards-kiosk/public/icons', to: '/brand' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // A design system for this product, not a Storybook tutorial: no onboarding checklist or guide.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
