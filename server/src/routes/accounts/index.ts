import { routeFolder } from '../route-access';
import sessionRoutes from './session-routes';
import passwordRoutes from './password-routes';
import statusRoutes from './status-routes';
import verificationRoutes from './verification-routes';
import deletionRoutes from './deletion-routes';

/**
 * Accounts: sign-up, sign-in, passwords, the address's verification, the signed-in user's status and the
 * account's deletion.
 */
export default routeFolder('content', [
  sessionRoutes,
  passwordRoutes,
  statusRoutes,
  verificationRoutes,
  deletionRoutes,
]);
