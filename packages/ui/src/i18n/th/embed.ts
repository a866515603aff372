export const embed = {
  /** The facade's play button: 'เล่น ' + the title. */
  play: (title: string) => `เล่น ${title}`,
  /** The player frame's title, for screen readers. */
  player: (title: string) => `เครื่องเล่น: ${title}`,
  /** Product §8: a tweet (or any player) that could not load. Verbatim. */
  failed: 'This tweet could not be loaded',
  /** Under the failure: the way out. */
  openOriginal: 'เปิดที่ต้นทาง',
} as const;
