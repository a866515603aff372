export const members = {
  /** MemberGrid (/creator): the more button, as the product description writes it. */
  more: '... more ...',
  /** MemberGrid: the list's name. */
  listLabel: 'สมาชิก',
} as const;
