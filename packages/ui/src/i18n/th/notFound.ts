export const notFound = {
  /** NotFound: the big decorative code. */
  code: '404',
  /** NotFound: the product's 'This page could not be found' (§8), in Thai. */
  title: 'ไม่พบหน้าที่ท่านต้องการ',
  description: 'หน้านี้อาจถูกย้ายหรือลบไปแล้ว หรือที่อยู่อาจพิมพ์ไม่ถูกต้อง',
  home: 'กลับหน้าแรก',
} as const;
