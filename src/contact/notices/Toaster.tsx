import { Global, css } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { buildTheme, type AppTheme } from '../../theme/theme.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import type { Notice, NoticeCorner } from './notice.ts';

// Sonner sets its palette on the toaster element for its `dark` theme; one more attribute in
// each selector lets the site's theme win whatever order the two stylesheets land in.
const noticeStyles = (theme: AppTheme) => css`
  [data-sonner-toaster][data-sonner-theme][dir] {
    --normal-bg: ${theme.colors.surface};
    --normal-bg-hover: ${theme.colors.background};
    --normal-border: ${theme.colors.border};
    --normal-border-hover: ${theme.colors.accent};
    --normal-text: ${theme.colors.text};
    --border-radius: ${theme.radius};
    font-family: ${theme.fonts.body};
  }
  [data-sonner-toaster][data-sonner-theme][dir] [data-sonner-toast][data-styled='true'] {
    gap: 0.75rem;
    padding: 1rem 1.125rem;
    border-inline-start: 3px solid ${theme.colors.accent};
    box-shadow: 0 12px 32px rgb(0 0 0 / 0.45);
    font-size: 0.9375rem;
  }
  [data-sonner-toaster][data-sonner-theme][dir] [data-sonner-toast] [data-icon] {
    color: ${theme.colors.accent};
  }
  [data-sonner-toaster][data-sonner-theme][dir] [data-sonner-toast] [data-title] {
    font-weight: 700;
  }
  [data-sonner-toaster][data-sonner-theme][dir] [data-sonner-toast] [data-description] {
    color: ${theme.colors.mutedText};
  }
  [data-sonner-toaster][data-sonner-theme][dir] [data-sonner-toast] [data-close-button]:focus-visible {
    outline: 2px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;

function Corner({ config }: { config: NoticeCorner }) {
  const theme = buildTheme(config.theme);
  const { dismissNotice, noticesLabel } = config.strings;
  const rtl = config.site.dir === 'rtl';
  return (
    <>
      <Global styles={noticeStyles(theme)} />
      <Toaster
        theme="dark"
        position={rtl ? 'bottom-left' : 'bottom-right'}
        dir={config.site.dir}
        richColors={false}
        closeButton
        containerAriaLabel={noticesLabel}
        toastOptions={{ closeButtonAriaLabel: dismissNotice }}
        icons={{
          // Sonner's close button takes only an aria-label; the title gives pointer users a hint too.
          close: (
            <span title={dismissNotice} css={{ display: 'flex' }}>
              <CloseIcon size={12} />
            </span>
          ),
        }}
      />
    </>
  );
}

/** Mounts the notice corner in its own root, outside the hydrated page; notify.ts calls it once. */
export function mountToaster(corner: NoticeCorner): void {
  const container = document.createElement('div');
  container.dataset.notices = '';
  document.body.append(container);
  createRoot(container).render(<Corner config={corner} />);
}

export function showNotice({ kind, title, description }: Notice): void {
  toast[kind](title, { description });
}
