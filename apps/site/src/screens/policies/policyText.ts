/**
 * The policy pages' text: privacy and cookie policies in Thai from the product's policy facts (§9:
 * effective 28 May 2565; contact, account, technical and media data; minors under 20; foreign
 * servers; breach notice within 72 hours; requests answered within 30 days), the terms of service in
 * English (§2 "/service (terms, static English text)").
 */
import { CONSENT_KEY, LOGIN_DAYS, LOGIN_STORAGE_KEY } from '@lightbearers/domain';
import { NIGHT_MODE_KEY } from '../../nightMode';

export interface PolicySection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface PolicyText {
  lang: 'th' | 'en';
  title: string;
  effective: string;
  intro: string;
  sections: readonly PolicySection[];
}

export const PRIVACY: PolicyText = {
  lang: 'th',
  title: 'นโยบายความเป็นส่วนตัว',
  effective: 'มีผลใช้บังคับตั้งแต่วันที่ 28 พฤษภาคม 2565',
  intro:
    'Lightbearers เคารพความเป็นส่วนตัวของสมาชิกและผู้เยี่ยมชมทุกท่าน นโยบายนี้อธิบายว่าเราเก็บข้อมูลส่วนบุคคลใด ใช้เพื่ออะไร เก็บไว้ที่ใด และท่านมีสิทธิอย่างไร ตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
  sections: [
    {
      heading: 'ข้อมูลที่เราเก็บ',
      items: [
        'ข้อมูลติดต่อ: ชื่อ อีเมล หมายเลขโทรศัพท์ LINE ID และที่อยู่สำหรับจัดส่งของที่ระลึก ที่ท่านกรอกเมื่อสมัครหรือแลกของ',
        'ข้อมูลบัญชี: ชื่อที่แสดง รูปโปรไฟล์ คำแนะนำตัว ชื่อผู้ใช้ (@) ลิงก์โซเชียล สังกัด และบัญชีที่ใช้เข้าสู่ระบบ (Google, LINE หรือ TikTok)',
        'ข้อมูลทางเทคนิค: ที่อยู่ IP ประเภทเบราว์เซอร์และอุปกรณ์ เวลาที่ใช้งาน การคลิกลิงก์สั้น และคุกกี้ (ดูนโยบายคุกกี้)',
        'สื่อ: ภาพ วิดีโอ ลิงก์ ข้อความ ความคิดเห็น และการกดสาธุ ที่ท่านโพสต์หรือแชร์',
      ],
    },
    {
      heading: 'เราใช้ข้อมูลเพื่อ',
      items: [
        'ให้ท่านเข้าสู่ระบบ โพสต์ แสดงความคิดเห็น แชร์ และสะสมคะแนน',
        'นับการคลิกลิงก์ที่ท่านแชร์ คำนวณคะแนน และจัดส่งของที่ระลึก',
        'แสดงสถิติและอันดับของชุมชน ดูแลความปลอดภัย และป้องกันการใช้งานที่ผิดวัตถุประสงค์',
      ],
    },
    {
      heading: 'ผู้เยาว์',
      paragraphs: [
        'ผู้ที่มีอายุต่ำกว่า 20 ปี อาจต้องได้รับความยินยอมจากผู้ปกครองหรือผู้แทนโดยชอบธรรมก่อนสมัครสมาชิกหรือให้ข้อมูลส่วนบุคคลแก่เรา',
      ],
    },
    {
      heading: 'การเก็บรักษาและการส่งข้อมูลไปต่างประเทศ',
      paragraphs: [
        'ข้อมูลของท่านอาจถูกเก็บไว้บนเครื่องแม่ข่ายที่ตั้งอยู่ในต่างประเทศ ซึ่งเราเลือกผู้ให้บริการที่มีมาตรฐานการคุ้มครองข้อมูลที่เพียงพอ และเก็บข้อมูลไว้เท่าที่จำเป็นตามวัตถุประสงค์ข้างต้น',
      ],
    },
    {
      heading: 'การแจ้งเหตุละเมิดข้อมูล',
      paragraphs: [
        'หากเกิดเหตุละเมิดข้อมูลส่วนบุคคลที่มีความเสี่ยงต่อสิทธิและเสรีภาพของท่าน เราจะแจ้งสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลภายใน 72 ชั่วโมงนับแต่ทราบเหตุ และแจ้งท่านโดยไม่ชักช้า',
      ],
    },
    {
      heading: 'สิทธิของท่าน',
      paragraphs: [
        'ท่านมีสิทธิขอเข้าถึง ขอสำเนา ขอแก้ไข ขอลบ ขอระงับการใช้ คัดค้าน ขอโอนย้ายข้อมูล และถอนความยินยอม เราจะตอบคำขอของท่านภายใน 30 วันนับแต่ได้รับคำขอ',
      ],
    },
  ],
};

export const COOKIES: PolicyText = {
  lang: 'th',
  title: 'นโยบายคุกกี้',
  effective: 'มีผลใช้บังคับตั้งแต่วันที่ 28 พฤษภาคม 2565',
  intro:
    'คุกกี้และพื้นที่เก็บข้อมูลในเบราว์เซอร์ (local storage) เป็นข้อมูลขนาดเล็กที่เว็บไซต์เก็บไว้ในเครื่องของท่าน เราใช้เท่าที่จำเป็นต่อการทำงานของเว็บไซต์ ไม่ใช้เพื่อโฆษณา',
  sections: [
    {
      heading: 'สิ่งที่เราเก็บในเบราว์เซอร์ของท่าน',
      items: [
        `${LOGIN_STORAGE_KEY} (คุกกี้และ local storage): ข้อมูลการเข้าสู่ระบบของท่าน (รหัสสมาชิก โทเค็น ชื่อ และรูปโปรไฟล์) เก็บไว้ ${LOGIN_DAYS} วัน เพื่อให้ท่านไม่ต้องเข้าสู่ระบบใหม่ทุกครั้ง ลบเมื่อออกจากระบบ`,
        `${CONSENT_KEY} (local storage): จำว่าท่านยอมรับการใช้คุกกี้แล้ว จึงไม่แสดงประกาศนี้อีก`,
        `${NIGHT_MODE_KEY} (local storage): จำว่าท่านเลือกโหมดกลางคืนหรือโหมดกลางวัน`,
        'lb_member (คุกกี้ของบริการ ส่งเฉพาะกับลิงก์สั้น): ผูกเบราว์เซอร์นี้กับสมาชิกที่เข้าสู่ระบบ เพื่อไม่นับการคลิกลิงก์ของท่านเองเป็นคะแนน เก็บไว้ 30 วัน',
        'lb_visitor (คุกกี้ของบริการ ส่งเฉพาะกับลิงก์สั้น): รหัสผู้เยี่ยมชมแบบสุ่ม เพื่อนับผู้คลิกลิงก์ที่แชร์วันละหนึ่งครั้งต่อคน เก็บไว้ 1 ปี เราเก็บเพียงค่าแฮชของรหัสนี้',
      ],
    },
    {
      heading: 'การจัดการคุกกี้',
      paragraphs: [
        'ท่านลบคุกกี้และข้อมูลเว็บไซต์ได้จากการตั้งค่าเบราว์เซอร์ หากลบ ท่านจะออกจากระบบ และประกาศการใช้คุกกี้จะแสดงอีกครั้ง',
      ],
    },
  ],
};

export const TERMS: PolicyText = {
  lang: 'en',
  title: 'Terms of Service',
  effective: 'Effective 28 May 2022',
  intro:
    'These terms govern your use of Lightbearers, a community site for sharing Dhamma and good-deed content. By signing in or using the site you agree to them.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You sign in with Google, LINE or TikTok. Keep your account secure; you are responsible for what is posted from it.',
      ],
    },
    {
      heading: 'Your content',
      items: [
        'Post only content you own or may share; nothing illegal or immoral, nothing that causes sadness or division, and no copying of others’ work.',
        'You keep the rights to your content and allow Lightbearers to show and share it on the site.',
        'The team may remove content or cancel a member’s status when these terms are broken.',
      ],
    },
    {
      heading: 'Points and souvenirs',
      paragraphs: [
        'Points are earned when people open the short links you share (one share, one point) and can be exchanged for souvenirs while stock lasts. Points have no cash value. The team may correct points earned by abuse.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: ['The team may change these terms; the effective date above shows the latest version.'],
    },
  ],
};
