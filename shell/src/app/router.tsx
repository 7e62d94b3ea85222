import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
