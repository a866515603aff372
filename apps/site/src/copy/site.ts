/** The site's name, title and description (page heads, link previews). */
export const brand = 'Lightbearers';
/** The site's title where a page has none of its own. */
export const siteTitle = 'Lightbearers — ชุมชนผู้ส่งต่อธรรมะ';
/** The site's own words: the meta description of pages without one of their own, link previews. */
export const siteDescription = 'Lightbearers — ชุมชนผู้ส่งต่อธรรมะและความดี แบ่งปันโพสต์ สาธุ และสะสมคะแนนแลกของที่ระลึก';
