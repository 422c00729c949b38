import { routeFolder } from '../route-access';
import boardsRoutes from './boards-routes';

/** Boards as a whole. */
export default routeFolder('content', [boardsRoutes]);
