/**
 * The site's words for reading offline (ADR 024), in a module of their own: they load with the
 * offline parts, never with a first screen.
 */
import { formatThaiDateTime } from '@lightbearers/domain';
export const offlineCopy = {
  /** Above a kept screen, and beside each kept screen in the offline state's list. */
  keptAt: (when: string) => `บันทึกไว้เมื่อ ${when}`,
  keptText: 'ตอนนี้เชื่อมต่ออินเทอร์เน็ตไม่ได้ กำลังแสดงหน้าที่บันทึกไว้ เมื่อกลับมาออนไลน์จะโหลดข้อมูลล่าสุดให้เอง',
  refresh: 'โหลดข้อมูลล่าสุด',
  /** A screen that could not be read offline and was never kept. */
  unsavedTitle: 'ออฟไลน์อยู่ หน้านี้ยังไม่ได้บันทึกไว้',
  unsavedText: 'หน้านี้ต้องเชื่อมต่ออินเทอร์เน็ตจึงจะเปิดได้ ไม่ได้ถูกลบหรือย้ายไปไหน เมื่อกลับมาออนไลน์จะเปิดให้อีกครั้งเอง',
  retry: 'ลองอีกครั้ง',
  savedHeading: 'หน้าที่บันทึกไว้ อ่านได้ขณะออฟไลน์',
  noneSaved: 'ยังไม่มีหน้าที่บันทึกไว้ หน้าฟีดและโพสต์ที่เปิดอ่านขณะออนไลน์จะบันทึกไว้ให้อ่านได้ภายหลัง',
  /** Writes while offline: each says it needs a connection, and nothing typed is lost. */
  like: 'ออฟไลน์อยู่ การกดสาธุต้องเชื่อมต่ออินเทอร์เน็ต กรุณาลองอีกครั้งเมื่อกลับมาออนไลน์',
  comment: 'ยังส่งไม่ได้ การแสดงความคิดเห็นต้องเชื่อมต่ออินเทอร์เน็ต ข้อความของท่านยังอยู่ในช่อง ส่งได้เมื่อกลับมาออนไลน์',
  share: 'ออฟไลน์อยู่ การส่งต่อทาง LINE และช่องทางอื่นต้องเชื่อมต่ออินเทอร์เน็ต คัดลอกลิงก์เก็บไว้ได้ แล้วส่งต่อเมื่อกลับมาออนไลน์',
} as const;

/** "Saved at" with the time of Bangkok, as every time on the site. */
export function keptLabel(keptAt: number): string {
  return offlineCopy.keptAt(`${formatThaiDateTime(new Date(keptAt))} น.`);
}
