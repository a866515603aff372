import type { ApplicationTerms } from './ApplicationForm';

/** The creator's terms as the site passes them (product §5 rules). */
export const creatorTerms: ApplicationTerms = {
  title: 'ข้อตกลงในการเป็น Creator',
  rules: [
    'เผยแพร่เฉพาะผลงานที่สร้างสรรค์ขึ้นเองเท่านั้น',
    'ไม่เผยแพร่เนื้อหาที่ผิดกฎหมายหรือผิดศีลธรรม',
    'ไม่เผยแพร่เนื้อหาที่ก่อให้เกิดความเศร้าหมองหรือความแตกแยก',
    'ไม่คัดลอกผลงานของผู้อื่น',
    'ทีมงานขอสงวนสิทธิ์ในการยกเลิกสถานะ Creator หรือเปลี่ยนแปลงข้อตกลงได้',
  ],
  agree: 'การกดปุ่ม “สมัคร” ถือว่าคุณได้อ่านและยอมรับข้อตกลงข้างต้นแล้ว',
};

/** The done modals' messages as the site passes them. */
export const creatorDoneMessage = 'ทีมงานจะตรวจสอบใบสมัครของคุณ และแจ้งผลทางการแจ้งเตือน';
export const sharerDoneMessage = 'ขอเชิญเข้ากลุ่มแชทของผู้ส่งต่อแสงสว่าง เพื่อรับข่าวสารและกิจกรรม';
