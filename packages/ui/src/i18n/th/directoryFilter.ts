export const directoryFilter = {
  /** DirectoryFilter (/creator): the legend and the three choices (member types as the product description names them). */
  label: 'แสดงสมาชิก',
  all: 'ทั้งหมด',
  creator: 'Creator',
  sharer: 'Sharer',
} as const;
