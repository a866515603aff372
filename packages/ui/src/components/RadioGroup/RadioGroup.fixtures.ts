import type { RadioGroupOption } from './RadioGroup';

/** The basket's delivery methods with the product's hints (§5), as the stories use them. */
export const deliveryOptions: RadioGroupOption[] = [
  { value: 'temple', label: 'รับที่วัด', description: 'รับด้วยตนเอง ไม่ต้องกรอกที่อยู่' },
  { value: 'coor', label: 'รับผ่านผู้ประสานงาน', description: 'กรอกชื่อผู้ประสานงาน เบอร์โทรศัพท์ และภาค' },
  { value: 'mail', label: 'ส่งทางไปรษณีย์', description: 'กรอกชื่อ ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์' },
];
