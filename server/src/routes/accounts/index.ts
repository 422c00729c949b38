import { routeFolder } from '../route-access';
import sessionRoutes from './session-routes';
import passwordRoutes from './password-routes';
import statusRoutes from './status-routes';
import verificationRoutes from './verification-routes';

/** Accounts: sign-up, sign-in, passwords, the address's verification and the signed-in user's status. */
export default routeFolder('content', [sessionRoutes, passwordRoutes, statusRoutes, verificationRoutes]);
