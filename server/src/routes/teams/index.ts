import { routeFolder } from '../route-access';
import teamsRoutes from './teams-routes';

/** Workspaces, their members and invitations. */
export default routeFolder('content', [teamsRoutes]);
