import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepAnswersOnDevice } from './lib/offline/device-answers';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// The answers kept on this device come back first, so that the app opens with no network.
void keepAnswersOnDevice(queryClient).finally(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
