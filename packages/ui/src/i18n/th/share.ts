export const share = {
  /** Product §2: the share modal's title. */
  title: 'แชร์ไปได้บุญ',
  /** Label of the editable text that goes with the link. */
  text: 'ข้อความที่แชร์',
  /** Label of the read-only link row. */
  link: 'ลิงก์สำหรับแชร์',
  /** The button that sends the text and link to LINE. */
  sendLine: 'ส่งทาง LINE',
  /** Copy the link. */
  copy: 'คัดลอกลิงก์',
  /** The copy button after a successful copy (also announced). */
  copied: 'คัดลอกแล้ว',
  /** Heading of the network buttons. */
  networks: 'แชร์ไปที่',
  /** Visible name of each network button, in `SHARE_NETWORKS` order. */
  network: {
    facebook: 'Facebook',
    line: 'LINE',
    twitter: 'X (Twitter)',
    sms: 'SMS',
    email: 'อีเมล',
    pinterest: 'Pinterest',
    reddit: 'Reddit',
  },
  /** Accessible name of a network button: 'แชร์ไปที่ Facebook'. */
  networkLabel: (name: string) => `แชร์ไปที่ ${name}`,
} as const;
