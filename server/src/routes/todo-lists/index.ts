import { routeFolder } from '../route-access';
import todoListsRoutes from './todo-lists-routes';

/** To-do lists as a whole. */
export default routeFolder('content', [todoListsRoutes]);
