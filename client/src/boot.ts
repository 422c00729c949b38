import { startDocumentPage } from './app/routes/document-pages';

// A document page's code and its document start loading now, beside the app's own script, instead of
// after that script has run and the router has matched the address.
startDocumentPage(window.location.pathname);
void import('./main');
