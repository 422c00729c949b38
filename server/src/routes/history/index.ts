import { routeFolder } from '../route-access';
import historyRoutes from './history-routes';

/** The versions of maps, lists, boards and inboxes, under /documents/{kind}/{id}/versions. */
export default routeFolder('content', [historyRoutes]);
