export const delivery = {
  /** The delivery form's group (product §4: temple, coor, mail). */
  legend: 'วิธีรับของที่ระลึก',
  temple: 'รับที่วัด',
  coor: 'รับผ่านผู้ประสานงาน',
  mail: 'ส่งทางไปรษณีย์',
  /** Under each choice. */
  templeDescription: 'มารับด้วยตนเองที่วัด',
  coorDescription: 'ผู้ประสานงานในพื้นที่รับไปมอบให้',
  mailDescription: 'ส่งถึงบ้านทางไปรษณีย์',
  /** The address box's label per method. */
  addressLabel: {
    temple: 'หมายเหตุถึงทีมงาน',
    coor: 'ข้อมูลผู้ประสานงาน',
    mail: 'ที่อยู่สำหรับจัดส่ง',
  },
  /** Product §5 'Delivery': the mail hint asks name, address, postal code and phone; coor asks the coordinator's name, phone and region; temple may be blank. */
  addressHint: {
    temple: 'เว้นว่างได้',
    coor: 'กรุณาระบุชื่อผู้ประสานงาน เบอร์โทรศัพท์ และภาค',
    mail: 'กรุณาระบุชื่อ-นามสกุล ที่อยู่ รหัสไปรษณีย์ และเบอร์โทรศัพท์',
  },
  /** Mail or coor with an address of 5 characters or fewer (product §5). */
  addressTooShort: 'กรุณากรอกข้อมูลให้ครบถ้วน (มากกว่า 5 ตัวอักษร)',
  /** Product §5: an unclear address lets the team cancel delivery temporarily. */
  unclearNote: 'หากข้อมูลไม่ชัดเจน ทีมงานอาจระงับการจัดส่งไว้ชั่วคราว',
  /** On to the review. */
  next: 'ถัดไป',
  /** An exchange of honour awards only (product §5: the member may only skip the hint). */
  honourTitle: 'รางวัลเกียรติยศไม่ต้องจัดส่ง',
  honourText: 'ทีมงานจะมอบรางวัลเกียรติยศให้ด้วยตนเอง ไม่ต้องกรอกที่อยู่',
  skip: 'ข้าม',
} as const;
