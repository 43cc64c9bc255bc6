import '@radix-ui/themes/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createStoresearchClient } from './storesearch';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const client = await createStoresearchClient();
createRoot(container).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
