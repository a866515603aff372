import type { ReviewItem } from './ApplicationReviewList';

/** Two pending applications (deterministic). */
export const reviewItems: ReviewItem[] = [
  {
    id: 7,
    name: 'สมชาย ใจบุญ',
    memberName: 'สมชาย ใจบุญ',
    href: '/@somchai',
    picture: null,
    sent: '3 มี.ค. 2569',
    tel: '0812345678',
    lineid: 'somchai.line',
    address: '99 ถ.พหลโยธิน กรุงเทพฯ 10400',
    posts: '0',
    shares: '24',
    clicks: '1,204',
  },
  {
    id: 9,
    name: 'วิไลวรรณ แสงทอง',
    memberName: 'วิไล ธรรมะสวัสดิ์',
    href: '/u40',
    picture: null,
    sent: '5 มี.ค. 2569',
    tel: '0899999999',
    lineid: 'wilai',
    address: '',
    posts: '3',
    shares: '0',
    clicks: '0',
  },
];
