import { routeFolder } from '../route-access';
import searchRoutes from './search-routes';

/** Search across the current workspace's maps, lists, boards, nodes, to-dos and cards (/search). */
export default routeFolder('content', [searchRoutes]);
