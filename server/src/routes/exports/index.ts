import { routeFolder } from '../route-access';
import exportsRoutes from './exports-routes';

/** Maps, lists and boards as files (/exports/{kind}/{id}). */
export default routeFolder('content', [exportsRoutes]);
