// The shop's original architecture: one client-rendered React app, each route a lazily loaded chunk.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import shell from '@shell/shell.json';
import '@shell/site.css';
import './app.css';

function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div dangerouslySetInnerHTML={{ __html: shell.header }} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <div dangerouslySetInnerHTML={{ __html: shell.footer }} />
    </>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    // Nothing to show while the first route's chunk loads: the page is blank until then, as the original was.
    HydrateFallback: () => null,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./Home.jsx')).default }) },
      { path: 'saree', lazy: async () => ({ Component: (await import('./Saree.jsx')).default }) },
    ],
  },
]);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
