import { Button, Cluster, Stack, vars } from '@lightbearers/ui';
import styled from 'styled-components';

const Hero = styled.section`
  display: grid;
  gap: ${vars.space[6]};
  padding: ${vars.space[10]} ${vars.space[5]};
  max-width: 56rem;
  margin: 0 auto;
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${vars.font.display};
  font-size: ${vars.fontSize['3xl']};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.fg};
`;

const Lead = styled.p`
  margin: 0;
  color: ${vars.color['fg-muted']};
  font-size: ${vars.fontSize.lg};
`;

const Types = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${vars.space[5]};
  padding: 0;
  margin: 0;
  list-style: none;
  text-align: start;
`;

const TypeCard = styled.li`
  padding: ${vars.space[6]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  h2 { margin: 0 0 ${vars.space[2]}; font-family: ${vars.font.display}; font-size: ${vars.fontSize.xl}; }
  p { margin: 0; color: ${vars.color['fg-muted']}; }
`;

const memberTypes = [
  { name: 'Sharer', text: 'ผู้ส่งต่อ แชร์ธรรมะและความดีผ่านลิงก์สั้น ได้คะแนนทุกครั้งที่มีผู้เปิดอ่าน' },
  { name: 'Creator', text: 'ผู้สร้างสรรค์ ผลิตวิดีโอ ภาพ และสื่อธรรมะให้ชุมชนได้ส่งต่อ' },
  { name: 'LIVE', text: 'ผู้ถ่ายทอดสด ชวนทุกคนร่วมบุญไปพร้อมกันแบบสด ๆ' },
];

/** The landing page: what Lightbearers is and who it is for. */
export function Landing() {
  return (
    <Hero>
      <Stack gap="4">
        <Title>ร่วมเป็นผู้ส่งต่อแสงสว่างแห่งธรรม</Title>
        <Lead>แบ่งปันวิดีโอ ภาพ และเรื่องราวความดี กดสาธุ แชร์ต่อ และสะสมคะแนนแลกของที่ระลึก</Lead>
      </Stack>
      <Cluster gap="3" justify="center">
        <Button size="lg">สมัคร / เข้าสู่ระบบ</Button>
        <Button size="lg" variant="secondary">
          สำรวจโพสต์
        </Button>
      </Cluster>
      <Types aria-label="ประเภทสมาชิก">
        {memberTypes.map((t) => (
          <TypeCard key={t.name}>
            <h2>{t.name}</h2>
            <p>{t.text}</p>
          </TypeCard>
        ))}
      </Types>
    </Hero>
  );
}
