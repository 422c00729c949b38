import { routeFolder } from '../route-access';
import todosRoutes from './todos-routes';

/** To-dos. */
export default routeFolder('content', [todosRoutes]);
