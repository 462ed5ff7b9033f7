type NoticeKind = 'success' | 'error';

export interface Notice {
  kind: NoticeKind;
  title: string;
  description: string;
}

type ToasterModule = typeof import('./Toaster');

let toaster: Promise<ToasterModule> | undefined;

// The toast library is only needed once a visitor has sent something, so it stays out of the
// first-load bundle and is fetched, and its corner mounted, on first use.
function loadToaster(): Promise<ToasterModule> {
  toaster ??= import('./Toaster').then(
    (module) => {
      module.mountToaster();
      return module;
    },
    (error: unknown) => {
      toaster = undefined; // a failed chunk download may succeed next time
      throw error;
    },
  );
  return toaster;
}

/** Fetches the toast code ahead of the first notice, e.g. when the visitor starts writing. */
export function preloadNotices(): void {
  loadToaster().catch(() => {
    // notify() tries again and reports the failure to its caller
  });
}

/** Shows a notice in the page corner; rejects when the toast code cannot be loaded. */
export async function notify(notice: Notice): Promise<void> {
  const { showNotice } = await loadToaster();
  showNotice(notice);
}
