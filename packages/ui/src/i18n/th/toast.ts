export const toast = {
  /** Said before each toast as it is announced (Radix Toast's provider label). */
  label: 'การแจ้งเตือน',
  /** Name of the toast region; `{hotkey}` becomes F8, the key that jumps to it. */
  region: 'การแจ้งเตือน ({hotkey})',
} as const;
