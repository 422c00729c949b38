import { routeFolder } from '../route-access';
import sendToKanbanRoutes from './send-to-kanban-routes';

/** Sending to-dos to a board. */
export default routeFolder('content', [sendToKanbanRoutes]);
