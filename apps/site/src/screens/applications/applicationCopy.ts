/** The copy of `/creator-sub` and `/sharer` (Thai, the product's strings verbatim), a module of its own. */
export const applicationCopy = {
  creatorSub: {
    title: 'สมัครเป็น Creator',
    lead: 'Creator คือผู้สร้างสรรค์วิดีโอ ภาพ และสื่อธรรมะให้ชุมชนได้ส่งต่อ เมื่อทีมงานอนุมัติแล้วคุณจะสร้างโพสต์ได้',
    pending: 'ส่งใบสมัครแล้ว รอการตรวจสอบ',
    pendingLead: 'ทีมงานกำลังตรวจสอบใบสมัครของคุณ และจะแจ้งผลทางการแจ้งเตือน',
    cancelPending: 'ยกเลิกใบสมัคร',
    already: 'คุณเป็น Creator แล้ว',
    alreadyLead: 'สร้างโพสต์ได้จากปุ่มสร้างโพสต์ด้านบน',
    myPage: 'ไปหน้าของฉัน',
    /** The terms above the form: the product's rules for creators. */
    terms: {
      title: 'ข้อตกลงในการเป็น Creator',
      rules: [
        'เผยแพร่เฉพาะผลงานที่สร้างสรรค์ขึ้นเองเท่านั้น',
        'ไม่เผยแพร่เนื้อหาที่ผิดกฎหมายหรือผิดศีลธรรม',
        'ไม่เผยแพร่เนื้อหาที่ก่อให้เกิดความเศร้าหมองหรือความแตกแยก',
        'ไม่คัดลอกผลงานของผู้อื่น',
        'ทีมงานขอสงวนสิทธิ์ในการยกเลิกสถานะ Creator หรือเปลี่ยนแปลงข้อตกลงได้',
      ],
      agree: 'การกดปุ่ม “สมัคร” ถือว่าคุณได้อ่านและยอมรับข้อตกลงข้างต้นแล้ว',
    },
    done: 'ทีมงานจะตรวจสอบใบสมัครของคุณ และแจ้งผลทางการแจ้งเตือน',
  },
  sharer: {
    title: 'ลงทะเบียนผู้ส่งต่อแสงสว่าง',
    /**
     * The done modal: the invitation to the chat group when the site's settings name one (the
     * service's `CHAT_GROUP_URL`), else a thank-you.
     */
    doneChatGroup: 'ขอเชิญเข้ากลุ่มแชทของผู้ส่งต่อแสงสว่าง เพื่อรับข่าวสารและกิจกรรม',
    done: 'ขอบคุณที่ร่วมเป็นผู้ส่งต่อแสงสว่าง ติดตามข่าวสารและกิจกรรมได้จากประกาศและการแจ้งเตือน',
    lead: 'กรอกข้อมูลเพื่อรับข่าวสารและกิจกรรมของผู้ส่งต่อแสงสว่างแห่งธรรม ช่องที่มีเครื่องหมาย * จำเป็นต้องกรอก',
  },
  /** The send failed (a sharer application failure opens an alert; the form keeps its values). */
  sendFailed: 'ส่งข้อมูลไม่สำเร็จ กรุณาลองใหม่อีกครั้ง ข้อมูลที่กรอกไว้ยังอยู่ครบ',
} as const;
