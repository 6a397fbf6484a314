import './styles.css';
import type { ReactNode } from 'react';

/** Where notices appear, newest first. */
export function NoticeStack({ children }: { children: ReactNode }) {
  return <div className="ui-notice-stack">{children}</div>;
}
