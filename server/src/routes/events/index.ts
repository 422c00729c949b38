import { routeFolder } from '../route-access';
import eventsRoutes from './events-routes';

/** The workspace's live event stream. */
export default routeFolder('content', [eventsRoutes]);
