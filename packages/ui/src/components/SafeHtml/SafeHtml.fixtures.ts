/** Attack strings every sanitising test runs (unit tests in happy-dom, story tests in Chromium). */
export const attackStrings = [
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">ลิงก์อันตราย</a>',
  '<svg onload=alert(1)><circle r="4"></circle></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<a href="JaVaScRiPt:alert(1)">ตัวพิมพ์ปน</a>',
  '<a href="javascript&colon;alert(1)">เข้ารหัส</a>',
  '<a href=" &#106;avascript:alert(1)">เว้นวรรค</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<p style="position:fixed;inset:0">คลุมทั้งจอ</p><style>body{display:none}</style>',
  '<script>alert(1)</script><b onmouseover="alert(1)">ตัวหนา</b>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">กด</button></form>',
] as const;

/** A notification as the service sends it, with every attack mixed into real copy. */
export const hostileMessage = `<b>คุณสมใจ</b> สาธุโพสต์ของคุณ <img src=x onerror="alert('xss')"> <a href="javascript:alert(1)">ดูโพสต์</a> <a href="https://example.org/dhamma">อ่านต่อ</a><script>alert(2)</script><iframe src="https://evil.example/"></iframe>`;

/** What a member normally receives: bold name, text, an internal link. */
export const friendlyMessage = '<b>สมชาย ใจดี</b> แสดงความคิดเห็นในโพสต์ <a href="/p/1024">ทำบุญตักบาตรเช้านี้</a>';
