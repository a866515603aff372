export const likeBar = {
  /** The like toggle (product description: 'สาธุ'). */
  like: 'สาธุ',
  comment: 'ความคิดเห็น',
  share: 'แชร์',
  /** The likers' count as heard: '1,234 คนสาธุ'. The count arrives formatted. */
  likers: (count: string) => `${count} คนสาธุ`,
} as const;
