import { routeFolder } from '../route-access';
import dataExportRoutes from './data-export-routes';
import exportsRoutes from './exports-routes';

/** Maps, lists and boards as files (/exports/{kind}/{id}), and everything at once (/exports/workspace, /exports/me). */
export default routeFolder('content', [dataExportRoutes, exportsRoutes]);
