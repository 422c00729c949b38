import { routeFolder } from '../route-access';
import webhooksRoutes from './webhooks-routes';

/** Outgoing webhooks of the current workspace: its owner's, with a session, whatever the plan. */
export default routeFolder('owner', [webhooksRoutes]);
