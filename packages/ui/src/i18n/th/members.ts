export const members = {
  /** MemberGrid (/creator): the more button, as the spec writes it. */
  more: '... more ...',
  /** MemberGrid: the list's name. */
  listLabel: 'สมาชิก',
} as const;
