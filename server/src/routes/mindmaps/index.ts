import { routeFolder } from '../route-access';
import mindmapsRoutes from './mindmaps-routes';

/** Mind maps and their nodes. */
export default routeFolder('content', [mindmapsRoutes]);
