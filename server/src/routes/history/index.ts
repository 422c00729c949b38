import { routeFolder } from '../route-access';
import activityRoutes from './activity-routes';
import historyRoutes from './history-routes';

/**
 * The versions of maps, lists, boards and inboxes, under /documents/{kind}/{id}/versions, and the activity
 * of a to-do (/todoid/{id}/activity) and of a card (/kanban/cards/{id}/activity).
 */
export default routeFolder('content', [historyRoutes, activityRoutes]);
