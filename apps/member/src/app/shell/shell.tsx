import type { Theme } from '@topup/contracts/page-data.ts';
import type { ReactNode } from 'react';
import { pageData } from '../../shared/page-data/page-data.ts';
import { AlertDialog } from '../../shared/ui/alert-dialog.tsx';
import { Ticker } from '../../shared/ui/ticker.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { FloatingButtons } from './floating-buttons.tsx';
import { PullToRefresh } from './pull-to-refresh.tsx';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';
import './shell.css';

/** The page shell around every member screen, laid out per theme. */
export function Shell({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <div className={`app-column theme-${theme}`}>
      <TopBar />
      <PullToRefresh>
        {theme === 'Purple' && (
          <div className="shell-ticker">
            <Ticker announcements={pageData().announcements} />
          </div>
        )}
        <main id="main">{children}</main>
        <SiteFooter footer={pageData().footer} />
      </PullToRefresh>
      <FloatingButtons theme={theme} />
      <BottomBar theme={theme} />
      <AlertDialog />
    </div>
  );
}
