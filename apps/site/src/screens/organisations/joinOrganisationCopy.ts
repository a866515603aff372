/** `/orgsub`'s copy (Thai, the product's strings verbatim), a module of its own. */
export const joinOrganisationCopy = {
  title: 'ลงทะเบียนสมาชิกเขตใน',
  lead: 'เลือกสายและหน่วยที่คุณสังกัด แล้วกดบันทึก',
  signedOut: 'กรุณาเข้าสู่ระบบด้วย Google ก่อนลงทะเบียน',
  google: 'เข้าสู่ระบบด้วย Google',
  saved: 'บันทึกสังกัดเรียบร้อยแล้ว กำลังไปหน้าโปรไฟล์ของคุณ…',
  failed: 'บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  unitsFailed: 'โหลดรายชื่อหน่วยไม่สำเร็จ กรุณาเลือกสายใหม่อีกครั้ง',
} as const;
