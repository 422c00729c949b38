import { routeFolder } from '../route-access';
import commentsRoutes from './comments-routes';

/** Comments on to-dos and cards, and the notifications they raise. */
export default routeFolder('content', [commentsRoutes]);
