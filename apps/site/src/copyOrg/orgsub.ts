/**
 * Screen copy of one screen of issue 14, part 2 (Thai; spec strings verbatim). One module per
 * screen, so a screen loads only its own copy.
 */
export const copyOrg = {
  orgsub: {
    title: 'ลงทะเบียนสมาชิกเขตใน',
    lead: 'เลือกสายและหน่วยที่คุณสังกัด แล้วกดบันทึก',
    signedOut: 'กรุณาเข้าสู่ระบบด้วย Google ก่อนลงทะเบียน',
    google: 'เข้าสู่ระบบด้วย Google',
    saved: 'บันทึกสังกัดเรียบร้อยแล้ว กำลังไปหน้าโปรไฟล์ของคุณ…',
    failed: 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    unitsFailed: 'โหลดรายชื่อหน่วยไม่สำเร็จ กรุณาเลือกสายใหม่อีกครั้ง',
  },
} as const;
