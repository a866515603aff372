export const app = {
  title: 'ติดตั้งแอป',
} as const;
