/**
 * `/sharer` and `/creator-sub` through the real route table over the api-client's mock service
 * (MSW): what the loader reads, what a submit sends, what stays after a failure.
 */
import { wireSub, wireUserRef } from '@lightbearers/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore, sessionAtom, startSession } from '../../session/store';
import { SESSION } from '../../test/fixtures';
import { settingsHandler, setupSiteApi } from '../../test/mockApi';
import { renderRoute } from '../../test/renderRoute';

const { mock, requests, server } = setupSiteApi();

afterEach(() => {
  appStore.set(sessionAtom, null);
  // What a submit wrote (an application, the links) does not leak into the next test.
  mock.resetData();
});

function show(path: string, as: number) {
  startSession({ ...SESSION, userID: as, userJWT: `mock-jwt-${as}` });
  return renderRoute(path);
}

describe('/sharer and /creator-sub', () => {
  it('sharer: the application, then the profile update with links and affiliation, then the done modal', async () => {
    const user = userEvent.setup();
    const router = show('/sharer', 5);
    const tel = await screen.findByRole('textbox', { name: /เบอร์มือถือ/ }, { timeout: 10_000 });
    await user.clear(tel);
    await user.type(tel, '0867777777');
    const youtube = screen.getByRole('textbox', { name: 'YouTube' });
    await user.clear(youtube);
    await user.type(youtube, 'https://youtube.com/@five');
    await user.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    const done = await screen.findByRole('alertdialog', { name: 'ลงทะเบียนเรียบร้อยแล้ว' });
    const sent = requests();
    expect(sent.indexOf('POST /api/sharer-subs')).toBeGreaterThan(-1);
    expect(sent.indexOf('POST /api/updateProfile/5')).toBeGreaterThan(sent.indexOf('POST /api/sharer-subs'));
    const links = mock.db.profiles.find((p) => p.id === 5)?.attributes.link ?? [];
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ social: 'youtube', url: 'https://youtube.com/@five' }),
      ]),
    );
    await user.click(within(done).getByRole('button', { name: 'กลับหน้าหลัก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all/other'));
  });

  it("sharer: the done modal invites to the chat group the site's settings name", async () => {
    server.use(settingsHandler({ chatGroupUrl: 'https://line.me/ti/g2/lightbearers-group' }));
    const user = userEvent.setup();
    show('/sharer', 5);
    await screen.findByRole('textbox', { name: /เบอร์มือถือ/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    const done = await screen.findByRole('alertdialog', { name: 'ลงทะเบียนเรียบร้อยแล้ว' });
    expect(done).toHaveTextContent('ขอเชิญเข้ากลุ่มแชท');
    expect(within(done).getByRole('link', { name: /เข้ากลุ่มแชท/ })).toHaveAttribute(
      'href',
      'https://line.me/ti/g2/lightbearers-group',
    );
  });

  it('sharer: without a chat group in the settings the done modal invites nowhere', async () => {
    server.use(settingsHandler({}));
    const user = userEvent.setup();
    show('/sharer', 5);
    await screen.findByRole('textbox', { name: /เบอร์มือถือ/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'ลงทะเบียน' }));
    const done = await screen.findByRole('alertdialog', { name: 'ลงทะเบียนเรียบร้อยแล้ว' });
    expect(done).not.toHaveTextContent('กลุ่มแชท');
    expect(within(done).queryByRole('link')).toBeNull();
  });

  it("creator: the application, then the profile's links, then the done modal", async () => {
    const user = userEvent.setup();
    show('/creator-sub', 6);
    await screen.findByRole('textbox', { name: /ชื่อ-นามสกุล/ }, { timeout: 10_000 });
    for (const [label, value] of [
      [/เบอร์มือถือ/, '0811111111'],
      [/ไลน์ไอดี/, 'six'],
      [/ที่อยู่/, 'ขอนแก่น'],
      [/^TikTok$/, 'https://www.tiktok.com/@six'],
    ] as const) {
      const box = screen.getByRole('textbox', { name: label });
      await user.clear(box);
      await user.type(box, value);
    }
    await user.click(screen.getByRole('button', { name: 'สมัคร' }));
    await screen.findByRole('alertdialog', { name: 'ส่งใบสมัครเรียบร้อยแล้ว' });
    const sent = requests();
    expect(sent.indexOf('POST /api/creator-subs')).toBeGreaterThan(-1);
    expect(sent.indexOf('POST /api/updateProfile/6')).toBeGreaterThan(sent.indexOf('POST /api/creator-subs'));
    expect(mock.db.profiles.find((p) => p.id === 6)?.attributes.link).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ social: 'tiktok', url: 'https://www.tiktok.com/@six' }),
      ]),
    );
  });

  it("sharer: the affiliation starts at the profile's group, its units read by the loader", async () => {
    const profile = mock.db.profiles.find((p) => p.id === 5)?.attributes;
    show('/sharer', 5);
    const unit = await screen.findByRole('combobox', { name: /หน่วย/ }, { timeout: 10_000 });
    expect(screen.getByRole('combobox', { name: /สาย/ })).toHaveValue(profile?.org1);
    expect(unit).toBeEnabled();
    expect(unit).toHaveValue(profile?.org2);
    expect(requests()).toContain('GET /api/orgs');
  });

  it('a failed send shows the error and keeps every field', async () => {
    const user = userEvent.setup();
    mock.fail('POST /api/creator-subs', 500);
    show('/creator-sub', 6);
    const name = await screen.findByRole('textbox', { name: /ชื่อ-นามสกุล/ }, { timeout: 10_000 });
    await user.clear(name);
    await user.type(name, 'ผู้สมัครหก');
    for (const [label, value] of [
      [/เบอร์มือถือ/, '0811111111'],
      [/ไลน์ไอดี/, 'six'],
      [/ที่อยู่/, 'ขอนแก่น'],
    ] as const) {
      const box = screen.getByRole('textbox', { name: label });
      await user.clear(box);
      await user.type(box, value);
    }
    await user.click(screen.getByRole('button', { name: 'สมัคร' }));
    expect(await screen.findByText(/ส่งข้อมูลไม่สำเร็จ/)).toBeInTheDocument();
    expect(name).toHaveValue('ผู้สมัครหก');
    expect(screen.getByRole('textbox', { name: /ที่อยู่/ })).toHaveValue('ขอนแก่น');
  });

  it('creator: an application awaiting review, cancelled, gives the form back (the loader reads again)', async () => {
    const user = userEvent.setup();
    mock.db.creatorSubs.push(wireSub(930, { user: { data: wireUserRef(6) } }));
    show('/creator-sub', 6);
    expect(await screen.findByText('ส่งใบสมัครแล้ว รอการตรวจสอบ', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'สมัคร' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกใบสมัคร' }));
    expect(await screen.findByRole('button', { name: 'สมัคร' }, { timeout: 10_000 })).toBeVisible();
    expect(requests()).toContain('DELETE /api/creator-subs/930');
    expect(mock.db.creatorSubs.some((s) => s.id === 930)).toBe(false);
  });
});
