import { createHashRouter, Navigate } from 'react-router-dom';
import { Layout } from './Layout';

export const router = createHashRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', lazy: async () => ({ Component: (await import('../pages/home/HomePage')).HomePage }) },
      { path: 'watch', lazy: async () => ({ Component: (await import('../pages/watch/WatchPage')).WatchPage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/not-found/NotFoundPage')).NotFoundPage }) },
    ],
  },
]);
