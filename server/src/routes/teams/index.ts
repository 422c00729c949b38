import { routeFolder } from '../route-access';
import teamsRoutes from './teams-routes';
import workspaceDeletionRoutes from './workspace-deletion-routes';

/** Workspaces, their members and invitations, and deleting a workspace. */
export default routeFolder('content', [teamsRoutes, workspaceDeletionRoutes]);
