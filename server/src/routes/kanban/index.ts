import { routeFolder } from '../route-access';
import kanbanRoutes from './kanban-routes';

/** A board's lanes and cards, under /kanban. */
export default routeFolder('content', [[kanbanRoutes, { prefix: '/kanban' }]]);
