import type { ReactNode } from 'react';
import { Cluster } from '../Cluster';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';

/**
 * A page to skip through in stories and tests: the skip link first, a header's links (what a
 * keyboard member would otherwise tab through), then `<main id="main">` with a heading and a link.
 */
export function DemoPage({ children }: { children: ReactNode }) {
  return (
    <div>
      {children}
      <Stack gap="5">
        <Cluster as="nav" aria-label="เมนูหลัก" gap="4">
          <Link href="#feed">ฟีด</Link>
          <Link href="#stats">สถิติการแชร์</Link>
          <Link href="#creators">ผู้ส่งต่อแสงออนไลน์</Link>
          <Link href="#shop">แลกของที่ระลึก</Link>
        </Cluster>
        <main id="main" tabIndex={-1}>
          <Stack gap="3" align="start">
            <Heading as="h1">ฟีด</Heading>
            <Text>โพสต์ล่าสุดจากผู้ส่งต่อแสงสว่าง</Text>
            <Link href="#post">อ่านโพสต์แรก</Link>
            <Text tone="muted">อนุโมทนาบุญกับทุกท่าน</Text>
          </Stack>
        </main>
      </Stack>
    </div>
  );
}
