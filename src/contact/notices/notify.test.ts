import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoticeCorner } from './notice.ts';

const toaster = vi.hoisted(() => ({ mountToaster: vi.fn(), showNotice: vi.fn() }));

vi.mock('./Toaster.tsx', () => ({ mountToaster: toaster.mountToaster, showNotice: toaster.showNotice }));

const corner = {
  theme: {} as NoticeCorner['theme'],
  site: { lang: 'en', dir: 'ltr' as const },
  strings: { noticesLabel: 'Notifications', dismissNotice: 'Close notification' },
};

beforeEach(() => {
  vi.resetModules();
  toaster.mountToaster.mockClear();
  toaster.showNotice.mockClear();
});

describe('notify', () => {
  it('loads and mounts the toaster once, then shows each notice', async () => {
    const { notify } = await import('./notify.ts');
    await notify({ kind: 'success', title: 'Message sent!', description: 'Thanks' }, corner);
    await notify({ kind: 'error', title: 'Error', description: 'Try later' }, corner);
    expect(toaster.mountToaster).toHaveBeenCalledTimes(1);
    expect(toaster.mountToaster).toHaveBeenCalledWith(corner);
    expect(toaster.showNotice).toHaveBeenNthCalledWith(1, {
      kind: 'success',
      title: 'Message sent!',
      description: 'Thanks',
    });
    expect(toaster.showNotice).toHaveBeenNthCalledWith(2, { kind: 'error', title: 'Error', description: 'Try later' });
  });

  it('mounts on preload, so the first notice does not wait for the toast code', async () => {
    const { preloadNotices } = await import('./notify.ts');
    preloadNotices(corner);
    await vi.waitFor(() => expect(toaster.mountToaster).toHaveBeenCalledTimes(1));
    expect(toaster.showNotice).not.toHaveBeenCalled();
  });

  it('rejects when the toast code cannot load', async () => {
    vi.doMock('./Toaster', () => {
      throw new Error('chunk failed to load');
    });
    try {
      const { notify } = await import('./notify.ts');
      await expect(notify({ kind: 'error', title: 'Error', description: 'x' }, corner)).rejects.toThrow();
      expect(toaster.showNotice).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock('./Toaster');
    }
  });
});
