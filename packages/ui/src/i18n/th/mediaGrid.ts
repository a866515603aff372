export const mediaGrid = {
  /** MediaGrid: each tile's share button, named with the video's title. */
  share: (title: string) => `แชร์ ${title}`,
} as const;
