/** A notice body in Markdown with what staff write: a heading, bold, a list, a link, a quote. */
export const noticeMarkdown = `## ร่วมบุญทอดกฐินสามัคคี

ขอเชิญสมาชิกทุกท่านร่วม**ทอดกฐินสามัคคี** ประจำปี ๒๕๖๙

- วันอาทิตย์ที่ 29 พฤศจิกายน 2569
- ณ ลานธรรม เวลา 09:00 น.

> ผู้ร่วมบุญรับเข็มกลัดผู้นำแสงสว่างที่จุดลงทะเบียน

อ่านรายละเอียดที่ [หน้าประกาศ](/notice/12)`;

/** Markdown that tries raw HTML and a script link: the preview drops the one and disarms the other. */
export const unsafeMarkdown = `ข้อความปกติ <b>ตัวหนาแบบ HTML</b> <img src="x" onerror="alert(1)">

[ลิงก์อันตราย](javascript:alert(1))`;
