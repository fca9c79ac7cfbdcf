import { Outlet } from 'react-router';
import { DocumentTitle } from './document-title';
import { SessionOverlay } from './session-overlay';

export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <SessionOverlay />
      <Outlet />
    </>
  );
}
